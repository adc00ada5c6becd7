import type { BankDetails } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const rows = [
  ['accountName', 'common.ledger.bank.accountName'],
  ['accountNumber', 'common.ledger.bank.accountNumber'],
  ['ifsc', 'common.ledger.bank.ifsc'],
  ['bankName', 'common.ledger.bank.bankName'],
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
