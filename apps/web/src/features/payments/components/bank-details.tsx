import type { BankDetails } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const rows = [
  ['accountName', 'payments.bank.accountName'],
  ['accountNumber', 'payments.bank.accountNumber'],
  ['ifsc', 'payments.bank.ifsc'],
  ['bankName', 'payments.bank.bankName'],
] as const satisfies readonly (readonly [keyof BankDetails, MessageId])[];

/** Where to send a bank transfer, as the site's configuration gives it; selectable to copy. */
export function BankDetailsList({ bank }: { bank: BankDetails }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([key, word]) =>
        bank[key] ? (
          <div key={key} className="contents">
            <dt className="text-stone-600">{t(word)}</dt>
            <dd className="select-all break-all font-medium text-stone-900">{bank[key]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
