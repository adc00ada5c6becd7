import { Page } from '../../../components/ui/page';
import { PaymentDocuments } from '../../payments/components/payment-documents';
import { LedgerPanel } from '../components/ledger-panel';
import { PayoutsPanel } from '../components/payouts-panel';
import { useAdminProject } from '../components/use-admin-project';

/**
 * The team's Payments tab (issue 21): the customer's ledger and its schedule, the decisions on
 * reported payments, the partner's payouts and the project's documents. Money moves from the
 * customer's pick on, so the tab opens then, as Execution does.
 */
export default function ProjectPaymentsPage() {
  const { projectId, state } = useAdminProject();
  if (!state) {
    return null;
  }
  if (state.selectedQuotation === null) {
    return (
      <p className="rounded-md bg-stone-100 p-4 text-stone-800">
        Payments start when the customer picks a quotation.
      </p>
    );
  }
  return (
    <Page title="Payments">
      <LedgerPanel projectId={projectId} />
      <PayoutsPanel projectId={projectId} />
      <section aria-labelledby="documents-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="documents-title" className="text-xl font-semibold">
          Documents
        </h2>
        <PaymentDocuments projectId={projectId} role="admin" state={state} />
      </section>
    </Page>
  );
}
