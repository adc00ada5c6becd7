import { formatPhone } from '@greenscape/shared/phone';
import { useT } from '../../i18n/use-t';

type Account = {
  name: string | null;
  email: string | null;
  img: string | null;
  phone: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
};

/**
 * The read-only account card of docs/product.md#screens (image, name, e-mail, phone, city, address,
 * postal code).
 */
export function AccountDetails({ account }: { account: Account }) {
  const t = useT();
  const rows: [string, string | null][] = [
    [t('common.field.name'), account.name],
    [t('common.field.email'), account.email],
    [t('common.field.phone'), account.phone ? formatPhone(account.phone) : null],
    [t('common.field.city'), account.city],
    [t('common.field.address'), account.address],
    [t('common.field.postalCode'), account.postalCode],
  ];
  return (
    <div className="flex flex-col gap-6 rounded-xl bg-white p-6 shadow-sm sm:flex-row">
      <div
        aria-hidden="true"
        className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-light text-3xl font-semibold text-brand"
      >
        {(account.name ?? account.email ?? '?').slice(0, 1).toUpperCase()}
      </div>
      <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium break-words text-stone-500">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">
              {value || t('common.field.notGiven')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
