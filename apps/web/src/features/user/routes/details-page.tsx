import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { Form } from '../../../components/form/form';
import { ProfileSaveRow } from '../../../components/form/profile-save-row';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields } from '../../../components/ui/profile-fields';
import { useProfileForm } from '../components/use-profile-form';

/**
 * First-time details, shown after sign-in to a customer with neither name nor city
 * (docs/product.md#screens). Then 'Start your project', what the customer came for (issue 18.10).
 */
export default function DetailsPage() {
  const navigate = useNavigate();
  const profile = useProfileForm(() => navigate(pages.userNewProject));

  return (
    <FormCard title="Your details" intro={messages.fillDetailsToContinue}>
      <Form form={profile.form} onSubmit={profile.onSubmit}>
        <ProfileFields nameLabel="Username" />
        <ProfileSaveRow update={profile.update}>Continue</ProfileSaveRow>
      </Form>
    </FormCard>
  );
}
