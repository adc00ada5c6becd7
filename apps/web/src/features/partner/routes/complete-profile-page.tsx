import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { partnerProfileDetailsSchema } from '@greenscape/shared/schemas/profile';
import { partnerServiceOptions, type PartnerServiceKey } from '@greenscape/shared/services';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/form-card';
import { ProfileFields, profileValuesOf } from '../../../components/ui/profile-fields';
import { fieldErrors } from '../../../lib/form-errors';
import { useNewPhoneProof } from '../../../lib/new-phone-proof';
import { useAccount } from '../../../lib/session';
import { useUpdatePartnerProfile } from '../api/update-profile';

/** The partner's profile-completion form, with the services it offers (SPEC §2, §3). */
export default function CompleteProfilePage() {
  const partner = useAccount('service-provider');
  const navigate = useNavigate();
  const update = useUpdatePartnerProfile(partner._id);
  const newPhone = useNewPhoneProof(partner.phone);
  const [values, setValues] = useState(() => profileValuesOf(partner));
  const [services, setServices] = useState<PartnerServiceKey[]>(partner.servicesOffered);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The same form completes a new profile (then on to the workspace) and updates one later.
  const [wasComplete] = useState(partner.profileCompleted);

  const toggle = (key: PartnerServiceKey) =>
    setServices((current) =>
      current.includes(key) ? current.filter((k) => k !== key) : [...current, key],
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const details = { ...values, servicesOffered: services };
    const parsed = partnerProfileDetailsSchema.safeParse(details);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const proof = await newPhone.proofFor(parsed.data.phone);
    if (proof === 'wait') {
      return;
    }
    const saved = await update.mutateAsync({ details, ...proof }).catch(() => undefined);
    if (saved && !wasComplete) {
      await navigate('/service-provider');
    }
  };

  return (
    <FormCard
      title="Complete your profile"
      intro="Tell us about your business and the services you offer."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ProfileFields values={values} errors={errors} onChange={setValues} />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.servicesOffered ? 'services-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-stone-800">Services offered</legend>
          {partnerServiceOptions.map((option) => (
            <label key={option.key} className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="mt-1 accent-brand"
                checked={services.includes(option.key)}
                onChange={() => toggle(option.key)}
              />
              {option.label}
            </label>
          ))}
          {errors.servicesOffered && (
            <p id="services-error" className="text-sm text-red-700">
              {errors.servicesOffered}
            </p>
          )}
        </fieldset>
        {newPhone.field}
        {update.error && <Alert kind="error">{update.error.message}</Alert>}
        {wasComplete && update.isSuccess && <Alert kind="success">{messages.profileUpdated}</Alert>}
        <Button busy={update.isPending || newPhone.busy}>Save Changes</Button>
      </form>
    </FormCard>
  );
}
