import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PublicProfileView } from '../components/public-profile-view';

export default function PublicProfilePage() {
  const { partnerId = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Page title="Service Partner">
        <PublicProfileView partnerId={partnerId} />
      </Page>
    </div>
  );
}
