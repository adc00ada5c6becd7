import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { profileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { Form } from '../../../components/form/form';
import { ProfileSaveRow } from '../../../components/form/profile-save-row';
import { useProfileSave } from '../../../components/form/use-profile-save';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useNewPhoneProof } from '../../../lib/new-phone-proof';
import { useAccount } from '../../../lib/session';
import { useUpdateSupplierProfile } from '../api/update-profile';

/** The supplier's profile; the first save completes it and opens the workspace. */
export default function UpdateProfilePage() {
  const t = useT();
  const localize = useLocalize();
  const supplier = useAccount('supplier');
  const navigate = useNavigate();
  const update = useUpdateSupplierProfile(supplier._id);
  const newPhone = useNewPhoneProof(supplier.phone);
  // Read once: the first save completes the profile, and the heading must not change under it.
  const [wasComplete] = useState(supplier.profileCompleted);
  const profile = useProfileSave({
    schema: profileDetailsSchema,
    values: profileValuesOf(supplier),
    proofFor: newPhone.proofFor,
    save: (details, proof) => update.mutateAsync({ details, ...proof }),
    after: wasComplete ? undefined : () => navigate(pages.supplierHome),
  });

  return (
    <FormCard
      // 'Complete your profile' only the first time.
      title={t(wasComplete ? 'supplier.profile.update' : 'supplier.profile.complete')}
      intro={wasComplete ? undefined : localize(messages.fillDetailsToContinue)}
    >
      <Form form={profile.form} onSubmit={profile.onSubmit}>
        <ProfileFields />
        <ProfileSaveRow update={update} newPhone={newPhone} saved={profile.saved} />
      </Form>
    </FormCard>
  );
}
