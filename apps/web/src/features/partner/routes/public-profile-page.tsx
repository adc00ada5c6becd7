import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { PublicProfileView } from '../components/public-profile-view';

export default function PublicProfilePage() {
  const t = useT();
  const { partnerId = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Page title={t('partner.public.title')}>
        <PublicProfileView partnerId={partnerId} />
      </Page>
    </div>
  );
}
