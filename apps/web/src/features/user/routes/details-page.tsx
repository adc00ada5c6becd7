import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { fieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../../../lib/session';
import { useUpdateUserProfile } from '../api/update-profile';

/** First-time details, shown after sign-in to a customer with neither name nor city (SPEC §2). */
export default function DetailsPage() {
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
      await navigate('/user');
    }
  };

  return (
    <FormCard title="Your details" intro={messages.fillDetailsToContinue}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ProfileFields values={values} errors={errors} onChange={setValues} nameLabel="Username" />
        {update.error && <Alert kind="error">{update.error.message}</Alert>}
        <Button busy={update.isPending}>Continue</Button>
      </form>
    </FormCard>
  );
}
