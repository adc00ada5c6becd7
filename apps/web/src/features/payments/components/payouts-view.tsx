import type { PayoutEntry, Payouts } from '@greenscape/shared/schemas/payments';
import { DataTable } from '../../../components/ui/data-table';
import { useT } from '../../../i18n/use-t';
import { usePaidColumns } from './ledger-entries';
import { MoneyFigures } from './money-figures';

/**
 * What the company paid the selected partner, as the team and the partner both read it: the
 * partner's own quotation total, what is paid, the balance, then each payout. `empty` says, in
 * the reader's words, that there is none yet.
 */
export function PayoutsView({ payouts, empty }: { payouts: Payouts; empty: string }) {
  const t = useT();
  const columns = usePaidColumns<PayoutEntry>();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="rounded-xl bg-white p-4 shadow-sm">
        <MoneyFigures
          label={t('payments.figures.payouts')}
          figures={[
            {
              name: 'total',
              label: t('payments.figures.quotationTotal'),
              rupees: payouts.total,
            },
            { name: 'paid', label: t('payments.paid'), rupees: payouts.paid },
            {
              name: 'balance',
              label: t('payments.figures.balance'),
              rupees: payouts.balance,
              strong: true,
            },
          ]}
        />
      </div>
      {payouts.entries.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700 shadow-sm">{empty}</p>
      ) : (
        <DataTable
          label={t('payments.payouts.caption')}
          caption={t('payments.payouts.caption')}
          rows={payouts.entries}
          rowKey={(e) => e._id}
          columns={columns}
        />
      )}
    </div>
  );
}
