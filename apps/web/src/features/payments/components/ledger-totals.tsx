import type { ReactNode } from 'react';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { useT } from '../../../i18n/use-t';
import { MoneyFigures } from './money-figures';

/**
 * The ledger's figures (four, five with a care plan's fees), as the customer and the team read them. 'Paid' counts confirmed
 * payments only; what was reported and waits for the team is shown beside it, so a customer who
 * just paid sees it was heard. `children` follow the figures on their card (the team's line on
 * what is due now).
 */
export function LedgerTotals({ ledger, children }: { ledger: Ledger; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <MoneyFigures
        label={t('payments.figures.ledger')}
        figures={[
          { name: 'total', label: t('payments.figures.total'), rupees: ledger.total },
          // A care plan's fees are owed beside the job's total (docs/decisions/0012-care-fees-in-the-ledger.md).
          ...(ledger.careFees > 0
            ? [{ name: 'careFees', label: t('payments.figures.careFees'), rupees: ledger.careFees }]
            : []),
          { name: 'paid', label: t('payments.paid'), rupees: ledger.paid },
          {
            name: 'outstanding',
            label: t('payments.figures.outstanding'),
            rupees: ledger.outstanding,
            strong: true,
          },
          // Reported and not yet decided: named as the status the entries show it with.
          { name: 'pending', label: t('payments.status.reported'), rupees: ledger.pending },
        ]}
      />
      {children}
    </div>
  );
}
