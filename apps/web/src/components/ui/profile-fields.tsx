import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { Field, PhoneField } from './field';

type Props = {
  values: ProfileDetails;
  errors: Record<string, string>;
  onChange: (values: ProfileDetails) => void;
  nameLabel?: string;
};

/** The five profile fields every kind of account fills in (SPEC §5: all required). */
export function ProfileFields({ values, errors, onChange, nameLabel = 'Name' }: Props) {
  const set = (key: keyof ProfileDetails) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <>
      <Field
        label={nameLabel}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <PhoneField label="Phone" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <Field
        label="City"
        autoComplete="address-level2"
        value={values.city}
        onChange={set('city')}
        error={errors.city}
      />
      <Field
        label="Address"
        autoComplete="street-address"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <Field
        label="Postal code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={values.postalCode}
        onChange={set('postalCode')}
        error={errors.postalCode}
      />
    </>
  );
}

export function profileValuesOf(account: {
  name: string | null;
  phone: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
}): ProfileDetails {
  return {
    name: account.name ?? '',
    phone: account.phone?.replace(/^\+91/, '') ?? '',
    city: account.city ?? '',
    address: account.address ?? '',
    postalCode: account.postalCode ?? '',
  };
}
