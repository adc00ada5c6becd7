import { formatRupees } from '@greenscape/shared/money';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const figures = [
  ['total', 'payments.figures.total'],
  ['paid', 'payments.paid'],
  ['outstanding', 'payments.figures.outstanding'],
  ['pending', 'payments.status.reported'],
] as const satisfies readonly (readonly [keyof Ledger, MessageId])[];

/**
 * The ledger's four figures. 'Paid' counts confirmed payments only; what was reported and waits
 * for the team is shown beside it, so a customer who just paid sees it was heard.
 */
export function LedgerTotals({ ledger }: { ledger: Ledger }) {
  const t = useT();
  return (
    <dl aria-label={t('payments.figures.ledger')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figures.map(([key, word]) => (
        <div
          key={key}
          data-figure={key}
          className="flex min-w-0 flex-col gap-1 rounded-xl bg-white p-4 shadow-sm"
        >
          <dt className="text-xs font-medium uppercase text-stone-500">{t(word)}</dt>
          <dd className="break-words text-lg font-semibold text-stone-900">
            {formatRupees(ledger[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
