import { userProfileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { useProfileSave } from '../../../components/form/use-profile-save';
import { profileValuesOf } from '../../../components/ui/profile-fields';
import { useAccount } from '../../../lib/session';
import { useUpdateUserProfile } from '../api/update-profile';
import { gstBodyOf, gstValuesOf } from './gst-fields';

/**
 * The customer's profile fields, saved, then `after`. Shared by the first-time details page
 * and Update Profile, which differ only in frame and goal; only Update Profile shows the GST
 * fields (`gst`), and a form without them leaves them out of the body, which keeps them as they
 * are. A customer's phone is contact information, so a new one needs no code here
 * (components/verify-phone.tsx proves it).
 */
export function useProfileForm(after: () => unknown, { gst = false }: { gst?: boolean } = {}) {
  const user = useAccount('user');
  const update = useUpdateUserProfile(user._id);
  const profile = useProfileSave({
    schema: userProfileDetailsSchema,
    values: { ...profileValuesOf(user), ...gstValuesOf(user) },
    save: ({ gstin, state, ...details }) =>
      update.mutateAsync(gst ? { ...details, ...gstBodyOf({ gstin, state }) } : details),
    after,
  });
  return { ...profile, update };
}
