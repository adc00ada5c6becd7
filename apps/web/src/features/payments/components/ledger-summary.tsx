import { formatRupees } from '@greenscape/shared/money';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { useT } from '../../../i18n/use-t';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { MoneyFigures } from './money-figures';

/**
 * The ledger's figures as every reader sees them: the picked total, what is paid (confirmed
 * only), what is outstanding, what is reported and still waiting for the team, and the
 * instalment due now (the server's `due`, the earliest milestone not yet covered).
 */
export function LedgerSummary({ ledger }: { ledger: Ledger }) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  return (
    <MoneyFigures
      label={t('payments.figures.ledger')}
      figures={[
        { label: t('payments.figures.total'), rupees: ledger.total },
        { label: t('payments.paid'), rupees: ledger.paid },
        { label: t('payments.figures.outstanding'), rupees: ledger.outstanding, strong: true },
        { label: t('payments.status.reported'), rupees: ledger.pending },
      ]}
    >
      <p className="text-sm font-medium text-stone-800" data-testid="payment-due">
        {ledger.due
          ? t('payments.due', {
              amount: formatRupees(ledger.due.amount),
              num: ledger.due.num,
              title: titleOf(ledger.due.title),
            })
          : t('payments.nothingDue')}
      </p>
    </MoneyFigures>
  );
}
