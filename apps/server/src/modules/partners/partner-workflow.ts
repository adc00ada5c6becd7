import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import type { PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { noExecution } from '@greenscape/shared/workflow';
import type { Allocations, ProjectRow } from '../kernel';
import { workflowJson } from '../projects';

/**
 * A partner's view of the workflow state (docs/product.md#workflow, "What each side sees"). The
 * stage, who acts next and the partner's allowed actions are the state machine's answer on the
 * project's whole facts, the same the team's and the customer's answers carry, but for a partner
 * whose part is over, which reads the project as completed (project-machine.ts withMachine). Of
 * the facts, a partner counts its own quotation only, a partner not chosen sees nothing of the job
 * after the pick (the visit and the milestones are the winner's), and no partner sees what the
 * customer owes (the customer's business with the team).
 */
export function partnerWorkflowJson(
  row: ProjectRow,
  allocations: Allocations,
  partnerId: string,
  standing: PartnerStanding,
): WorkflowState {
  // The quotations it counts are its own: how many others quoted is not a competitor's to know.
  const own = allocations.filter((a) => a.partnerId === partnerId);
  const state = workflowJson(row, allocations, own, { role: 'partner', standing });
  return { ...state, ...(standing === 'selected' ? {} : noExecution), outstanding: 0 };
}
