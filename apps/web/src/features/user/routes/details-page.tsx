import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields } from '../../../components/ui/profile-fields';
import { useProfileForm } from '../components/use-profile-form';

/** First-time details, shown after sign-in to a customer with neither name nor city (SPEC §2). */
export default function DetailsPage() {
  const navigate = useNavigate();
  const form = useProfileForm(() => Promise.resolve(navigate('/user')));

  return (
    <FormCard title="Your details" intro={messages.fillDetailsToContinue}>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <ProfileFields
          values={form.values}
          errors={form.errors}
          onChange={form.setValues}
          nameLabel="Username"
        />
        {form.update.error && <Alert kind="error">{form.update.error.message}</Alert>}
        <Button busy={form.update.isPending}>Continue</Button>
      </form>
    </FormCard>
  );
}
