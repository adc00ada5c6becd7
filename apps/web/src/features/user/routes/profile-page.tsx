import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { Form } from '../../../components/form/form';
import { ProfileSaveRow } from '../../../components/form/profile-save-row';
import { Page } from '../../../components/ui/page';
import { ProfileFields } from '../../../components/ui/profile-fields';
import { useT } from '../../../i18n/use-t';
import { GstFields } from '../components/gst-fields';
import { useProfileForm } from '../components/use-profile-form';

/**
 * Update Profile: all five fields required (docs/product.md#validation), the GST group optional
 * (docs/product.md#documents-and-gst); on success back to the account (docs/product.md#accounts).
 */
export default function ProfilePage() {
  const t = useT();
  const navigate = useNavigate();
  const profile = useProfileForm(
    () => navigate(pages.userHome, { state: { notice: messages.profileUpdated } }),
    { gst: true },
  );

  return (
    <Page title={t('user.profile.title')}>
      <Form
        form={profile.form}
        onSubmit={profile.onSubmit}
        className="flex max-w-md flex-col gap-4"
      >
        <ProfileFields />
        <GstFields />
        <ProfileSaveRow update={profile.update} className="self-start" />
      </Form>
    </Page>
  );
}
