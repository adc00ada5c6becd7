import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { partnerProfileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { partnerServiceOptions } from '@greenscape/shared/services';
import { Form } from '../../../components/form/form';
import { ProfileSaveRow } from '../../../components/form/profile-save-row';
import { useProfileSave } from '../../../components/form/use-profile-save';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { partnerServiceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useNewPhoneProof } from '../../../lib/new-phone-proof';
import { useAccount } from '../../../lib/session';
import { useUpdatePartnerProfile } from '../api/update-profile';

/**
 * The partner's profile-completion form, with the services it offers (docs/product.md#screens and
 * #data).
 */
export default function CompleteProfilePage() {
  const t = useT();
  const localize = useLocalize();
  const partner = useAccount('service-provider');
  const navigate = useNavigate();
  const update = useUpdatePartnerProfile(partner._id);
  const newPhone = useNewPhoneProof(partner.phone);
  // The same form completes a new profile (then on to the workspace) and updates one later.
  const [wasComplete] = useState(partner.profileCompleted);
  const profile = useProfileSave({
    schema: partnerProfileDetailsSchema,
    values: { ...profileValuesOf(partner), servicesOffered: partner.servicesOffered },
    proofFor: newPhone.proofFor,
    save: (details, proof) => update.mutateAsync({ details, ...proof }),
    after: wasComplete ? undefined : () => navigate(pages.partnerHome),
  });
  const servicesError = profile.form.formState.errors.servicesOffered?.message;

  return (
    <FormCard
      // 'Update Profile' of a finished profile is not a first-time completion.
      title={t(wasComplete ? 'partner.profile.updateTitle' : 'partner.profile.completeTitle')}
      intro={t('partner.profile.intro')}
    >
      <Form form={profile.form} onSubmit={profile.onSubmit}>
        <ProfileFields />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={servicesError ? 'services-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('partner.profile.servicesOffered')}
          </legend>
          {partnerServiceOptions.map((option) => (
            <label key={option.key} className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="mt-1 accent-brand"
                value={option.key}
                {...profile.form.register('servicesOffered')}
              />
              <span className="min-w-0 break-words">{t(partnerServiceNameId(option.key))}</span>
            </label>
          ))}
          {servicesError && (
            <p id="services-error" className="text-sm text-red-700">
              {localize(servicesError)}
            </p>
          )}
        </fieldset>
        <ProfileSaveRow update={update} newPhone={newPhone} saved={profile.saved} />
      </Form>
    </FormCard>
  );
}
