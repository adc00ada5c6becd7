import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { useProfileSave } from '../../../components/form/use-profile-save';
import { profileValuesOf } from '../../../components/ui/profile-fields';
import { useAccount } from '../../../lib/session';
import { useUpdateUserProfile } from '../api/update-profile';

/**
 * The customer's five profile fields, saved, then `after`. Shared by the first-time details page
 * and Update Profile, which differ only in frame and goal. A customer's phone is contact
 * information, so a new one needs no code here (components/verify-phone.tsx proves it).
 */
export function useProfileForm(after: () => unknown) {
  const user = useAccount('user');
  const update = useUpdateUserProfile(user._id);
  const profile = useProfileSave({
    schema: profileDetailsSchema,
    values: profileValuesOf(user),
    save: (details) => update.mutateAsync(details),
    after,
  });
  return { ...profile, update };
}
