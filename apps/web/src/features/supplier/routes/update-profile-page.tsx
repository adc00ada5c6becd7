import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { fieldErrors } from '../../../lib/form-errors';
import { useNewPhoneProof } from '../../../lib/new-phone-proof';
import { useAccount } from '../../../lib/session';
import { useUpdateSupplierProfile } from '../api/update-profile';

/** The supplier's profile; the first save completes it and opens the workspace. */
export default function UpdateProfilePage() {
  const supplier = useAccount('supplier');
  const navigate = useNavigate();
  const update = useUpdateSupplierProfile(supplier._id);
  const newPhone = useNewPhoneProof(supplier.phone);
  const [values, setValues] = useState(() => profileValuesOf(supplier));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const proof = await newPhone.proofFor(parsed.data.phone);
    if (proof === 'wait') {
      return;
    }
    const wasComplete = supplier.profileCompleted;
    if (await update.mutateAsync({ details: values, ...proof }).catch(() => undefined)) {
      if (wasComplete) {
        setSaved(true);
      } else {
        await navigate('/supplier');
      }
    }
  };

  return (
    <FormCard
      title="Update Profile"
      intro={supplier.profileCompleted ? undefined : messages.fillDetailsToContinue}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ProfileFields values={values} errors={errors} onChange={setValues} />
        {newPhone.field}
        {update.error && <Alert kind="error">{update.error.message}</Alert>}
        {saved && <Alert kind="success">{messages.profileUpdated}</Alert>}
        <Button busy={update.isPending || newPhone.busy}>Save Changes</Button>
      </form>
    </FormCard>
  );
}
