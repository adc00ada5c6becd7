import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { WaitingPayment } from '@greenscape/shared/schemas/payments';
import { Alert } from '../../../components/ui/alert';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { useExecutionFormats } from '../../execution/components/formats';
import { waitingPaymentsQuery } from '../../payments/api/payments';
import { usePaidColumns } from '../../payments/components/ledger-entries';
import { usePaymentDecisions } from '../components/payment-decisions';

/**
 * Payments customers reported across every project, oldest first as the server lists them, so
 * the one waiting longest is decided first; each is confirmed or rejected in place.
 */
export default function PaymentsPage() {
  const admin = useAccount('admin');
  const waiting = useQuery(waitingPaymentsQuery(admin._id));
  const decisions = usePaymentDecisions();
  const format = useExecutionFormats();
  const paidColumns = usePaidColumns<WaitingPayment>();
  return (
    <Page title="Payments to confirm">
      <p className="text-stone-700">
        Payments customers reported and that wait for the team. Check each against the bank
        statement or the cash book before confirming it.
      </p>
      {decisions.feedback}
      {waiting.isPending && <Loading label="Loading the payments…" />}
      {waiting.isError && <Alert kind="error">{waiting.error.message}</Alert>}
      {waiting.data &&
        (waiting.data.length === 0 ? (
          <EmptyState title="No payments waiting">
            A payment a customer reports shows here until the team confirms or rejects it.
          </EmptyState>
        ) : (
          <DataTable<WaitingPayment>
            label="Payments waiting for confirmation"
            rows={waiting.data}
            rowKey={(p) => p._id}
            minWidth="md:min-w-[56rem]"
            columns={[
              {
                header: 'Project',
                cell: (p) => (
                  <Link
                    to={pages.adminProjectPayments(p.projectId)}
                    translate="no"
                    className="whitespace-nowrap font-mono font-medium text-brand underline"
                  >
                    {p.projectRef}
                  </Link>
                ),
              },
              { header: 'Customer', cell: (p) => p.customerName },
              ...paidColumns,
              {
                header: 'Reported',
                cell: (p) => <time dateTime={p.createdAt}>{format.instant(p.createdAt)}</time>,
              },
              {
                header: 'Decision',
                hideHeader: true,
                cell: (p) => decisions.buttons(p.projectId, p),
              },
            ]}
          />
        ))}
      {decisions.dialog}
    </Page>
  );
}
