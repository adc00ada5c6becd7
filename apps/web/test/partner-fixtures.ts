import { withMachine } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import type { PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { freshProject } from '@greenscape/shared/workflow-fixture';

/**
 * The workflow state a partner's project carries while its quotations are collected: the design
 * picked, the quotation shared until `closesAt`, as the server's answer makes it
 * (apps/server/src/modules/partners/partner-workflow.ts).
 */
export function collectingWorkflow(
  closesAt: string | null,
  standing: PartnerStanding = 'open',
): WorkflowState {
  return withMachine(
    {
      ...freshProject,
      status: 'In Progress',
      designCount: 1,
      designSelected: 1,
      hasTemplate: true,
      quotationSent: true,
      quotationWindowClosesAt: closesAt,
    },
    { role: 'partner', standing },
  );
}
