import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import type { PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { withMachine } from '@greenscape/shared/project-machine';
import { noExecution } from '@greenscape/shared/workflow';
import { workflowStateFrom, type Allocations } from '../kernel/workflow-state';
import type { ProjectRow } from '../kernel/project-lock';

/**
 * A partner's view of the workflow state (docs/product.md#workflow, "What each side sees"). The
 * stage, who acts next and the partner's allowed actions are the state machine's answer on the
 * project's whole facts, the same the team's and the customer's answers carry. Of the facts, a
 * partner not chosen sees nothing of the job after the pick (the visit and the milestones are the
 * winner's), and no partner sees what the customer owes (the customer's business with the team).
 */
export function partnerWorkflowJson(
  row: ProjectRow,
  allocations: Allocations,
  standing: PartnerStanding,
): WorkflowState {
  const facts = {
    ...workflowStateFrom(row, allocations),
    quotationWindowClosesAt: row.quotationWindowClosesAt?.toISOString() ?? null,
  };
  const state = withMachine(facts, { role: 'partner', standing });
  return { ...state, ...(standing === 'selected' ? {} : noExecution), outstanding: 0 };
}
