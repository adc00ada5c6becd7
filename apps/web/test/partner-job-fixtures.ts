import { withMachine } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import type { PartnerProject } from '@greenscape/shared/schemas/workspaces';
import { pickedState } from './payments/fixtures';

/**
 * The selected partner's project after the pick, as `GET /service-provider/project/:id/:partner`
 * answers it: its workflow state made by the state machine for that partner
 * (apps/server/src/modules/partners/partner-workflow.ts), from the picked project of
 * payments/fixtures.ts with `facts` over it. No partner sees what the customer owes.
 */
export function selectedPartnerProject(
  projectId: string,
  facts: Partial<WorkflowState>,
): PartnerProject {
  return {
    _id: projectId,
    ref: 'GS-2611-0042',
    service: 'landscaping',
    budget: '2-3L',
    area: 'ls-lt-5000',
    desc: 'A lawn',
    photos: [],
    status: 'In Progress',
    standing: 'selected',
    createdAt: '2026-11-20T10:00:00.000Z',
    workflow: withMachine(
      { ...pickedState, ...facts, outstanding: 0 },
      { role: 'partner', standing: 'selected' },
    ),
  };
}
