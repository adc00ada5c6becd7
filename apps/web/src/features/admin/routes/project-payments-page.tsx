import { Page } from '../../../components/ui/page';
import { LedgerPanel } from '../components/ledger-panel';
import { PayoutsPanel } from '../components/payouts-panel';
import { ProjectDocuments } from '../components/project-documents';
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
      <ProjectDocuments projectId={projectId} state={state} />
    </Page>
  );
}
