import { Page } from '../../../components/ui/page';
import { PaymentDocuments } from '../../payments/components/payment-documents';
import { LedgerPanel } from '../components/ledger-panel';
import { PayoutsPanel } from '../components/payouts-panel';
import { AfterPickTab } from '../components/after-pick-tab';
import { machineOf } from '@greenscape/shared/project-machine';

/**
 * The team's Payments tab: the customer's ledger and its schedule, the decisions on
 * reported payments, the partner's payouts and the project's documents. Money moves from the
 * customer's pick on, so the tab opens then, as Execution does.
 */
export default function ProjectPaymentsPage() {
  return (
    <AfterPickTab waiting="Payments start when the customer picks a quotation.">
      {({ projectId, state }) => (
        <Page title="Payments">
          <LedgerPanel projectId={projectId} jobOver={machineOf(state).completed} />
          <PayoutsPanel projectId={projectId} />
          <section aria-labelledby="documents-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="documents-title" className="text-xl font-semibold">
              Documents
            </h2>
            <PaymentDocuments projectId={projectId} role="admin" state={state} />
          </section>
        </Page>
      )}
    </AfterPickTab>
  );
}
