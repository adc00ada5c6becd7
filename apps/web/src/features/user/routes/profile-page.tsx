import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { ProfileFields } from '../../../components/ui/profile-fields';
import { useProfileForm } from '../components/use-profile-form';

/** Update Profile: all five fields required (SPEC §5); on success back to the account (SPEC §7). */
export default function ProfilePage() {
  const navigate = useNavigate();
  const form = useProfileForm(() =>
    Promise.resolve(navigate('/user', { state: { notice: messages.profileUpdated } })),
  );

  return (
    <Page title="Update Profile">
      <form noValidate onSubmit={form.onSubmit} className="flex max-w-md flex-col gap-4">
        <ProfileFields values={form.values} errors={form.errors} onChange={form.setValues} />
        {form.update.error && <Alert kind="error">{form.update.error.message}</Alert>}
        <Button busy={form.update.isPending} className="self-start">
          Save Changes
        </Button>
      </form>
    </Page>
  );
}
