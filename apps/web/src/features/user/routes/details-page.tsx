import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { Form } from '../../../components/form/form';
import { ProfileSaveRow } from '../../../components/form/profile-save-row';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields } from '../../../components/ui/profile-fields';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useProfileForm } from '../components/use-profile-form';

/**
 * First-time details, shown after sign-in to a customer with neither name nor city nor a proven
 * phone (`profileCompleted` false: an e-mail sign-up; docs/product.md#sign-in). Then 'Start your
 * project', what the customer came for.
 */
export default function DetailsPage() {
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const profile = useProfileForm(() => navigate(pages.userNewProject));

  return (
    <FormCard title={t('user.details.title')} intro={localize(messages.fillDetailsToContinue)}>
      <Form form={profile.form} onSubmit={profile.onSubmit}>
        <ProfileFields nameLabel={t('user.details.username')} />
        <ProfileSaveRow update={profile.update}>{t('user.details.continue')}</ProfileSaveRow>
      </Form>
    </FormCard>
  );
}
