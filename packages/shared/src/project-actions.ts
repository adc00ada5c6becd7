import {
  canConfirmVisit,
  canPlanMilestones,
  canProposeVisit,
  canReportVisit,
  canReviewMilestone,
  canSubmitProof,
} from './execution-rules';
import { canAddPayment, canAddPayout } from './payment-rules';
import type { PartnerStanding } from './schemas/workspaces';
import { canChangeSite } from './site-rules';
import {
  canComplete,
  canCreateTemplate,
  canPickDesign,
  canPickQuotation,
  canProceed,
  canRate,
  canSendDesigns,
  canShareQuotation,
  canSubmitQuotation,
  type Verdict,
  type WorkflowProject,
} from './workflow';

// What each role may do on a project (docs/product.md#workflow): every action of the state
// machine (./project-machine.ts) with who takes it and the rule the server's step runs under the
// project's lock, so the pages offer exactly what the server would accept.

/** Who looks at the project: a partner's actions depend on where it stands on it. */
export type Viewer =
  { role: 'customer' } | { role: 'team' } | { role: 'partner'; standing: PartnerStanding };

export const projectActions = [
  'changeSite',
  'sendDesigns',
  'pickDesign',
  'createTemplate',
  'shareQuotation',
  'submitQuotation',
  'releaseQuotations',
  'pickQuotation',
  'proposeVisit',
  'confirmVisit',
  'reportVisit',
  'planMilestones',
  'submitProof',
  'reviewMilestone',
  'reportPayment',
  'recordPayment',
  'addPayout',
  'complete',
  'rate',
] as const;
export type ProjectAction = (typeof projectActions)[number];

type Rule = (p: WorkflowProject, now: Date, viewer: Viewer) => Verdict;
const current = (p: WorkflowProject) => p.currentMilestone ?? 0;
// The smallest amount: whether money may move at all, not whether a given sum fits.
const anyAmount = 1;

/**
 * Each action: who may take it (a partner: the invited one that may still quote, or the selected
 * one) and its rule, the one the server's step runs under the project's lock. Numbers an action
 * takes (a design, a quotation) are checked by the step; here the action is on offer when the
 * state allows it for the current milestone or the first item.
 */
const actionTable: Record<
  ProjectAction,
  {
    by:
      | 'customer'
      | 'team'
      | 'customer or team'
      | 'invited partner'
      | 'selected partner'
      | 'team or partner';
    rule: Rule;
  }
> = {
  changeSite: {
    by: 'customer or team',
    rule: (p, _now, viewer) => canChangeSite(p, viewer.role === 'customer' ? 'customer' : 'team'),
  },
  sendDesigns: { by: 'team', rule: canSendDesigns },
  pickDesign: { by: 'customer', rule: (p) => canPickDesign(p, 1) },
  createTemplate: { by: 'team', rule: canCreateTemplate },
  shareQuotation: { by: 'team', rule: canShareQuotation },
  submitQuotation: { by: 'invited partner', rule: (p, now) => canSubmitQuotation(p, now) },
  releaseQuotations: { by: 'team', rule: canProceed },
  pickQuotation: { by: 'customer', rule: (p) => canPickQuotation(p, 1) },
  proposeVisit: { by: 'team', rule: canProposeVisit },
  confirmVisit: { by: 'customer', rule: canConfirmVisit },
  reportVisit: { by: 'team or partner', rule: canReportVisit },
  planMilestones: { by: 'team', rule: canPlanMilestones },
  submitProof: { by: 'selected partner', rule: (p) => canSubmitProof(p, current(p)) },
  reviewMilestone: { by: 'customer', rule: (p) => canReviewMilestone(p, current(p)) },
  reportPayment: { by: 'customer', rule: (p) => canAddPayment(p, anyAmount, p.outstanding * 100) },
  recordPayment: { by: 'team', rule: (p) => canAddPayment(p, anyAmount, p.outstanding * 100) },
  addPayout: { by: 'team', rule: (p) => canAddPayout(p, 0, 0) },
  complete: { by: 'team', rule: (p) => canComplete(p) },
  rate: { by: 'customer', rule: (p) => canRate(p) },
};

function takes(viewer: Viewer, by: (typeof actionTable)[ProjectAction]['by']): boolean {
  switch (viewer.role) {
    case 'customer':
      return by === 'customer' || by === 'customer or team';
    case 'team':
      return by === 'team' || by === 'team or partner' || by === 'customer or team';
    case 'partner':
      if (viewer.standing === 'open') {
        return by === 'invited partner';
      }
      return (
        viewer.standing === 'selected' && (by === 'selected partner' || by === 'team or partner')
      );
  }
}

/** Whether the viewer may take the action now, by its rule on the state. */
export function may(
  p: WorkflowProject,
  viewer: Viewer,
  action: ProjectAction,
  now: Date = new Date(),
): boolean {
  const entry = actionTable[action];
  return takes(viewer, entry.by) && entry.rule(p, now, viewer).ok;
}

/** Everything the viewer may do now. */
export function allowedActions(
  p: WorkflowProject,
  viewer: Viewer,
  now: Date = new Date(),
): ProjectAction[] {
  return projectActions.filter((action) => may(p, viewer, action, now));
}
