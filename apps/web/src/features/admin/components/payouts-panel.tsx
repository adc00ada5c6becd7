import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useExecutionFormats } from '../../execution/components/formats';
import { payoutsQuery, useAddPayout } from '../../payments/api/payments';
import { useMethodLabel } from '../../payments/components/method-label';
import { PaymentForm } from '../../payments/components/payment-form';
import { PayoutsView } from '../../payments/components/payouts-view';

/**
 * What Greenscape paid the selected partner (issue 21): against the partner's own quotation
 * total, never more than its balance, each payout told to the partner.
 */
export function PayoutsPanel({ projectId }: { projectId: string }) {
  const payouts = useQuery(payoutsQuery(projectId, 'admin'));
  const record = useAddPayout();
  const format = useExecutionFormats();
  const methodLabel = useMethodLabel();
  const [formKey, setFormKey] = useState(0);
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
          <h3 className="text-lg font-semibold">Record a payout</h3>
          {record.isSuccess && <Alert kind="success">Payout recorded. The partner is told.</Alert>}
          {payouts.data.balance > 0 ? (
            <PaymentForm
              key={formKey}
              label="Record a payout"
              defaultAmount={payouts.data.balance}
              submitLabel="Record the payout"
              busy={record.isPending}
              failure={record.error}
              confirm={{
                question: (p) => `Record a payout of ${formatRupees(p.amount)} to the partner?`,
                confirmLabel: 'Record the payout',
                details: (p) => (
                  <p>
                    Paid by {methodLabel(p.method)} on {format.day(p.paidOn)}. The partner is told.
                    You cannot undo this.
                  </p>
                ),
              }}
              onSubmit={(payout) =>
                record.mutate({ projectId, payout }, { onSuccess: () => setFormKey((k) => k + 1) })
              }
            />
          ) : (
            <p className="text-stone-700">The partner is paid in full.</p>
          )}
        </>
      )}
    </section>
  );
}
