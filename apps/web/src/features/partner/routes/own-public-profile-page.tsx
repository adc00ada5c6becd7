import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { GalleryManager } from '../components/gallery-manager';
import { PublicProfileView } from '../components/public-profile-view';

/** The partner's own public profile, with Edit to manage the gallery. */
export default function OwnPublicProfilePage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { partnerId = '' } = useParams();
  const [editing, setEditing] = useState(false);
  if (partnerId !== partner._id) {
    return <Navigate to={pages.partnerOwnPublicProfile(partner._id)} replace />;
  }
  return (
    <Page title={t('partner.public.ownTitle')}>
      <PublicProfileView
        partnerId={partner._id}
        actions={
          <Button type="button" size="sm" onClick={() => setEditing(true)} className="self-start">
            {t('partner.public.edit')}
          </Button>
        }
      />
      {editing && <GalleryManager onClose={() => setEditing(false)} />}
    </Page>
  );
}
