import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { FormField, FormPhoneField } from '../form/form-fields';

/**
 * The five profile fields every kind of account fills in (all required: docs/product.md#accounts),
 * for a kit form
 * (components/form/form.tsx) whose values hold them.
 */
export function ProfileFields({ nameLabel = 'Name' }: { nameLabel?: string }) {
  return (
    <>
      <FormField name="name" label={nameLabel} autoComplete="name" />
      <FormPhoneField name="phone" label="Phone" />
      <FormField name="city" label="City" autoComplete="address-level2" />
      <FormField name="address" label="Address" autoComplete="street-address" />
      <FormField
        name="postalCode"
        label="Postal code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
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
