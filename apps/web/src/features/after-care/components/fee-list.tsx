import { formatRupees } from '@greenscape/shared/money';
import type { CareFee } from '@greenscape/shared/schemas/care-plan';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';

const feeWords = {
  paid: 'care.fee.paid',
  due: 'care.fee.due',
  later: 'care.fee.later',
} as const satisfies Record<CareFee['status'], MessageId>;

/** Each month's fee of the plan, as the ledger counts it: paid, due now, or after one due. */
export function FeeList({ fees }: { fees: readonly CareFee[] }) {
  const t = useT();
  const format = useExecutionFormats();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-stone-900">{t('care.fee.title')}</h3>
      <ul aria-label={t('care.fee.title')} className="flex flex-col gap-1">
        {fees.map((fee) => (
          <li
            key={fee.month}
            className="flex flex-wrap justify-between gap-2 rounded-md border border-stone-200 px-3 py-2"
          >
            <span>
              {t('care.fee.month', { month: fee.month + 1, from: format.day(fee.startsOn) })}
            </span>
            <span className="font-medium">
              {formatRupees(fee.amount)} · {t(feeWords[fee.status])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
