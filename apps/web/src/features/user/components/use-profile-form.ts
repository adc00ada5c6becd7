import { useState, type FormEvent } from 'react';
import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { profileValuesOf } from '../../../components/ui/profile-fields';
import { fieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../../../lib/session';
import { useUpdateUserProfile } from '../api/update-profile';

/**
 * The customer's five profile fields: checked against the shared schema, saved, then `onSaved`.
 * Shared by the first-time details page and Update Profile, which differ only in frame and goal.
 */
export function useProfileForm(onSaved: () => Promise<void>) {
  const user = useAccount('user');
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
      await onSaved();
    }
  };

  return { values, setValues, errors, update, onSubmit };
}
