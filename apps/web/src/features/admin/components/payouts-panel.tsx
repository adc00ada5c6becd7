import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useExecutionFormats } from '../../execution/components/formats';
import { payoutsQuery, useAddPayout } from '../../payments/api/payments';
import { useMethodWord } from '../../payments/components/ledger-words';
import { PaymentForm } from '../../payments/components/payment-form';
import { PayoutsView } from '../../payments/components/payouts-view';

/**
 * What Greenscape paid the selected partner (docs/product.md#payments): against the partner's own
 * quotation total, never more than its balance, each payout told to the partner.
 */
export function PayoutsPanel({ projectId }: { projectId: string }) {
  const payouts = useQuery(payoutsQuery(projectId, 'admin'));
  const record = useAddPayout();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  return (
    <section aria-labelledby="payouts-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="payouts-title" className="text-xl font-semibold">
        Partner payouts
      </h2>
      {payouts.isPending && <Loading label="Loading the payouts…" />}
      {payouts.isError && <Alert kind="error">{payouts.error.message}</Alert>}
      {payouts.data && (
        <>
          <PayoutsView payouts={payouts.data} empty="No payouts to the partner yet." />
          <PaymentForm
            title="Record a payout"
            level={3}
            closed={payouts.data.balance > 0 ? undefined : 'The partner is paid in full.'}
            defaults={{ amount: payouts.data.balance }}
            submitLabel="Record the payout"
            confirm={{
              question: (p) => `Record a payout of ${formatRupees(p.amount)} to the partner?`,
              confirmLabel: 'Record the payout',
              details: (p) => (
                <p>
                  Paid by {methodWord(p.method)} on {format.day(p.paidOn)}. The partner is told. You
                  cannot undo this.
                </p>
              ),
            }}
            send={(payout) => record.mutateAsync({ projectId, payout })}
            successText={() => 'Payout recorded. The partner is told.'}
          />
        </>
      )}
    </section>
  );
}
