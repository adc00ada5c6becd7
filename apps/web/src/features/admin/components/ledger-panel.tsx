import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useT } from '../../../i18n/use-t';
import { milestonesQuery } from '../../execution/api/execution';
import { useExecutionFormats } from '../../execution/components/formats';
import { useLedgerLineTitle, useMilestoneTitle } from '../../execution/components/milestone-title';
import { ledgerQuery, useAddPayment } from '../../payments/api/payments';
import { LedgerEntries } from '../../payments/components/ledger-entries';
import { LedgerTotals } from '../../payments/components/ledger-totals';
import { useMethodWord } from '../../payments/components/ledger-words';
import { PaymentForm } from '../../payments/components/payment-form';
import { PaymentSchedule } from '../../payments/components/payment-schedule';
import { nextOnApprovalOf } from '../../payments/components/schedule-coverage';
import { usePaymentDecisions } from './payment-decisions';

/**
 * The customer's side of the money (docs/product.md#payments): the ledger's figures, the schedule
 * against the milestones, every entry with the team's decision on those reported, and a payment
 * the team takes itself (cash at the site, a cheque at the office), confirmed at once with its
 * receipt.
 */
export function LedgerPanel({ projectId, jobOver }: { projectId: string; jobOver: boolean }) {
  const ledger = useQuery(ledgerQuery(projectId, 'admin'));
  const milestones = useQuery(milestonesQuery(projectId, 'admin'));
  const record = useAddPayment('admin');
  const decisions = usePaymentDecisions();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  const t = useT();
  const titleOf = useMilestoneTitle();
  const lineTitle = useLedgerLineTitle();
  if (ledger.isPending) {
    return <Loading label="Loading the payments…" />;
  }
  if (ledger.isError) {
    return <Alert kind="error">{ledger.error.message}</Alert>;
  }
  const data = ledger.data;
  const anyReported = data.entries.some((e) => e.status === 'reported');
  // Money follows the work (docs/product.md#payments): with nothing due, what comes at the next
  // approval.
  const next = nextOnApprovalOf(data, milestones.data);
  return (
    <section aria-labelledby="ledger-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="ledger-title" className="text-xl font-semibold">
        Customer payments
      </h2>
      <LedgerTotals ledger={data}>
        <p className="text-sm font-medium text-stone-800" data-testid="payment-due">
          {data.due?.careFee
            ? t('payments.dueLine', {
                amount: formatRupees(data.due.amount),
                line: lineTitle(data.due),
              })
            : data.due
              ? t('payments.due', {
                  amount: formatRupees(data.due.amount),
                  num: data.due.num,
                  title: titleOf(data.due.title),
                })
              : next
                ? t('payments.nothingDueUntil', {
                    amount: formatRupees(next.amount),
                    num: next.num,
                    title: titleOf(next.title),
                  })
                : t('payments.nothingDue')}
        </p>
      </LedgerTotals>
      {milestones.isError && <Alert kind="error">{milestones.error.message}</Alert>}
      {milestones.data && (
        <PaymentSchedule
          milestones={milestones.data}
          paid={data.paid}
          level={3}
          jobOver={jobOver}
        />
      )}
      {decisions.feedback}
      <LedgerEntries
        projectId={projectId}
        role="admin"
        entries={data.entries}
        actions={anyReported ? (e) => decisions.buttons(projectId, e) : undefined}
        caption
      />
      {decisions.dialog}
      <PaymentForm
        title="Record a payment"
        level={3}
        intro={
          data.outstanding > 0 && (
            <p className="text-sm text-stone-700">
              For money the team received itself. It is confirmed at once, with a receipt; a payment
              the customer reported is confirmed in the list above instead.
            </p>
          )
        }
        closed={
          data.outstanding > 0
            ? undefined
            : 'Nothing is outstanding: the customer has paid in full.'
        }
        defaults={{ amount: data.due?.amount ?? data.outstanding }}
        submitLabel="Record the payment"
        confirm={{
          question: (p) =>
            `Record ${formatRupees(p.amount)} paid by ${methodWord(p.method)} on ${format.day(p.paidOn)}?`,
          confirmLabel: 'Record and issue the receipt',
          details: () => (
            <p>
              It is confirmed at once and gets the next receipt number, and the customer is told.
              You cannot undo this.
            </p>
          ),
        }}
        send={(payment) => record.mutateAsync({ projectId, payment })}
        successText={(entry) =>
          `Payment recorded. Receipt ${entry.receiptNo ?? ''} is issued and the customer is told.`
        }
      />
    </section>
  );
}
