import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function OwnPublicProfilePage() {
  const { partnerId } = useParams();
  return (
    <Page title="Public Profile">
      <p className="text-stone-700">
        Your public profile <span className="font-mono">{partnerId}</span> as customers see it, with
        your gallery.
      </p>
    </Page>
  );
}
