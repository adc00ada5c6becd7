import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { fieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../../../lib/session';
import { useUpdateUserProfile } from '../api/update-profile';

/** Update Profile: all five fields required (SPEC §5); on success back to the account (SPEC §7). */
export default function ProfilePage() {
  const user = useAccount('user');
  const navigate = useNavigate();
  const update = useUpdateUserProfile(user._id);
  const [values, setValues] = useState(() => profileValuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (await update.mutateAsync(values).catch(() => undefined)) {
      await navigate('/user', { state: { notice: messages.profileUpdated } });
    }
  };

  return (
    <Page title="Update Profile">
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <ProfileFields values={values} errors={errors} onChange={setValues} />
        {update.error && <Alert kind="error">{update.error.message}</Alert>}
        <Button busy={update.isPending} className="self-start">
          Save Changes
        </Button>
      </form>
    </Page>
  );
}
