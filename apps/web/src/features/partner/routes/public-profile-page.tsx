import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function PublicProfilePage() {
  const { partnerId } = useParams();
  return (
    <Page title="Service Partner">
      <p className="text-stone-700">
        The public profile of partner <span className="font-mono">{partnerId}</span>: city, projects
        completed, rating and gallery.
      </p>
    </Page>
  );
}
