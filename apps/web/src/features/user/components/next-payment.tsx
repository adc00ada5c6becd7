import { formatRupees } from '@greenscape/shared/money';
import { useT } from '../../../i18n/use-t';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import type { NextPayment } from '../../payments/components/schedule-coverage';

/**
 * Where nothing is due now though money is outstanding: the next payment, named, and that it is
 * due once the customer approves its milestone's work (docs/product.md#payments: later milestones
 * show as due on approval). Unnamed while the plan is not read yet.
 */
export function NextPaymentLine({
  next,
  className = 'text-stone-700',
}: {
  next: NextPayment | null;
  className?: string;
}) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  return (
    <p data-testid="next-payment" className={`break-words ${className}`}>
      {next
        ? t('user.payments.onApproval.next', {
            amount: formatRupees(next.amount),
            num: next.num,
            title: titleOf(next.title),
          })
        : t('user.payments.onApproval.unnamed')}
    </p>
  );
}
