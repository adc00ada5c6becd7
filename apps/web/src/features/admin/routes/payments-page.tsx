import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { WaitingPayment } from '@greenscape/shared/schemas/payments';
import { DataTable } from '../../../components/ui/data-table';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
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
  const waiting = useInfiniteQuery(waitingPaymentsQuery(admin._id));
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
      <PagedList
        list={waiting}
        loadingLabel="Loading the payments…"
        empty="No payments waiting: one a customer reports shows here until the team decides it"
      >
        {(rows) => (
          <DataTable<WaitingPayment>
            label="Payments waiting for confirmation"
            rows={rows}
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
        )}
      </PagedList>
      {decisions.dialog}
    </Page>
  );
}
