import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { useT } from '../../i18n/use-t';
import { FormField, FormPhoneField } from '../form/form-fields';

/**
 * The five profile fields every kind of account fills in (all required: docs/product.md#accounts),
 * for a kit form
 * (components/form/form.tsx) whose values hold them.
 */
export function ProfileFields({ nameLabel }: { nameLabel?: string }) {
  const t = useT();
  return (
    <>
      <FormField name="name" label={nameLabel ?? t('common.field.name')} autoComplete="name" />
      <FormPhoneField name="phone" label={t('common.field.phone')} />
      <FormField name="city" label={t('common.field.city')} autoComplete="address-level2" />
      <FormField name="address" label={t('common.field.address')} autoComplete="street-address" />
      <FormField
        name="postalCode"
        label={t('common.field.postalCode')}
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
