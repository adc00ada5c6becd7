import { useState } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import { paymentDecisionSchema, type PaymentEntry } from '@greenscape/shared/schemas/payments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useExecutionFormats } from '../../execution/components/formats';
import { useDecidePayment } from '../../payments/api/payments';
import { useMethodWord } from '../../payments/components/ledger-words';

type Asking = { projectId: string; payment: PaymentEntry; decision: 'confirm' | 'reject' };

/** The shared schema's own text when a rejection's reason is missing or too long. */
function rejectionProblem(reason: string): string | undefined {
  const parsed = paymentDecisionSchema.safeParse({ status: 'rejected', reason });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The team's decision on a payment a customer reported, wherever it is listed (the project's
 * Payments tab, the waiting list): Confirm counts it as paid and issues a receipt number, which
 * cannot be undone, so it asks first; Reject needs a reason, which the customer reads. The
 * answer shows above the list, since a decided payment leaves the waiting list.
 */
export function usePaymentDecisions() {
  const decide = useDecidePayment();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  const [asking, setAsking] = useState<Asking | null>(null);

  const described = (p: PaymentEntry) =>
    `Paid on ${format.day(p.paidOn)} by ${methodWord(p.method)}` +
    (p.reference ? `, reference ${p.reference}.` : '.');

  const buttons = (projectId: string, payment: PaymentEntry) => {
    if (payment.status !== 'reported') {
      return null;
    }
    const what = `${formatRupees(payment.amount)} paid on ${format.day(payment.paidOn)}`;
    const pending = decide.isPending ? decide.variables : undefined;
    const busy = pending?.paymentId === payment._id;
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          busy={busy && pending?.decision.status === 'confirmed'}
          disabled={busy}
          aria-label={`Confirm ${what}`}
          onClick={() => setAsking({ projectId, payment, decision: 'confirm' })}
          className="px-3 py-1.5 text-sm"
        >
          Confirm
        </Button>
        <Button
          type="button"
          variant="secondary"
          busy={busy && pending?.decision.status === 'rejected'}
          disabled={busy}
          aria-label={`Reject ${what}`}
          onClick={() => setAsking({ projectId, payment, decision: 'reject' })}
          className="px-3 py-1.5 text-sm"
        >
          Reject
        </Button>
      </div>
    );
  };

  const feedback = (
    <>
      {decide.isSuccess && (
        <Alert kind="success">
          {decide.data.status === 'confirmed'
            ? `Payment confirmed. Receipt ${decide.data.receiptNo ?? ''} is issued and the customer is told.`
            : 'Payment rejected. The customer is told why.'}
        </Alert>
      )}
      {decide.isError && <Alert kind="error">{decide.error.message}</Alert>}
    </>
  );

  const dialog =
    asking?.decision === 'confirm' ? (
      <ConfirmDialog
        question={`Confirm the payment of ${formatRupees(asking.payment.amount)}?`}
        confirmLabel="Confirm and issue the receipt"
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          decide.mutate({
            projectId: asking.projectId,
            paymentId: asking.payment._id,
            decision: { status: 'confirmed' },
          })
        }
      >
        <p>{described(asking.payment)}</p>
        <p>
          It counts as paid and gets the next receipt number, and the customer is told. You cannot
          undo this.
        </p>
      </ConfirmDialog>
    ) : asking?.decision === 'reject' ? (
      <ReasonDialog
        question={`Reject the payment of ${formatRupees(asking.payment.amount)}?`}
        reasonLabel="Why it is rejected (the customer reads this)"
        maxLength={500}
        check={rejectionProblem}
        confirmLabel="Reject the payment"
        onCancel={() => setAsking(null)}
        onConfirm={(reason) =>
          decide.mutate({
            projectId: asking.projectId,
            paymentId: asking.payment._id,
            decision: { status: 'rejected', reason },
          })
        }
      >
        <p>{described(asking.payment)}</p>
        <p>It is not counted as paid. The customer is told, with your reason.</p>
      </ReasonDialog>
    ) : null;

  return { buttons, feedback, dialog };
}
