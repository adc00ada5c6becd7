import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
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
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="self-start rounded-md bg-brand px-4 py-2 font-semibold text-white"
          >
            {t('partner.public.edit')}
          </button>
        }
      />
      {editing && <GalleryManager onClose={() => setEditing(false)} />}
    </Page>
  );
}
