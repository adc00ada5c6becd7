import { projectsApi } from '@greenscape/shared/contract/projects';
import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { documentsApi } from '@greenscape/shared/contract/documents';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { warrantyApi } from '@greenscape/shared/contract/warranty';
import { careApi } from '@greenscape/shared/contract/care';
import {
  type Entry,
  partnerOwn,
  admin,
  participants,
  inDays,
  picked,
  site,
} from './access-matrix-kit';

// The access matrix's entries of the job after the pick (access-matrix.ts): on customer A's
// picked project, whose selected partner is the invited one (world.ts).

export const executionEntries: Record<string, Entry> = {
  // The warranty: the customer reports (refused by the rule before completion, 409), each
  // change by its one role, which the change's body names; so a malformed body is refused (400)
  // before the customer's and the partner's role is weighed against it.
  [routeKey(warrantyApi.claims)]: {
    path: picked('/warranty-claims'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(warrantyApi.openClaim)]: {
    path: picked('/warranty-claims'),
    body: () => ({ text: 'The lawn is patchy' }),
    expect: participants(['customerA']),
  },
  [routeKey(warrantyApi.changeClaim)]: {
    path: picked('/warranty-claims/{claim}'),
    body: () => ({ visitOn: indiaToday() }),
    malformed: { customerA: 'ok', partnerInvited: 'ok' },
    expect: {
      ...participants(['customerA', 'partnerInvited', 'admin']),
      customerA: 403,
      partnerInvited: 403,
    },
  },
  // Care plans: the team offers (refused by the rule before completion, 409), the customer
  // decides, moves a visit; the partner logs one, which the change's body names; the lists under
  // each caller's own id.
  [routeKey(careApi.plan)]: {
    path: picked('/care-plan'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(careApi.offerPlan)]: {
    path: picked('/care-plan'),
    body: () => ({ visitsPerMonth: 4, months: 3, monthlyFee: 2000, startOn: indiaToday() }),
    expect: participants(['admin']),
  },
  [routeKey(careApi.decidePlan)]: {
    path: picked('/care-plan'),
    body: () => ({ decision: 'decline' }),
    expect: participants(['customerA']),
  },
  [routeKey(careApi.changeVisit)]: {
    path: picked('/care-plan/visits/{careVisit}'),
    body: () => ({ on: indiaToday() }),
    malformed: { partnerInvited: 'ok' },
    expect: { ...participants(['customerA', 'partnerInvited']), partnerInvited: 403 },
  },
  [routeKey(careApi.upcoming)]: { expect: partnerOwn },
  [routeKey(careApi.afterCare)]: { expect: admin },
  // Where the garden is: the customer (refused by the rule after the pick, 409) and the team.
  [routeKey(projectsApi.changeSite)]: {
    path: picked('/site'),
    body: () => site,
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(executionApi.siteVisit)]: {
    path: picked('/site-visit'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(executionApi.proposeSiteVisit)]: {
    path: picked('/site-visit'),
    body: () => ({ slots: [inDays(2)] }),
    expect: participants(['admin']),
  },
  [routeKey(executionApi.confirmSiteVisit)]: {
    path: picked('/site-visit'),
    body: () => ({ slot: inDays(2) }),
    expect: participants(['customerA']),
  },
  [routeKey(executionApi.reportSiteVisit)]: {
    path: picked('/site-visit/report'),
    body: () => ({ notes: 'Measured' }),
    expect: participants(['partnerInvited', 'admin']),
  },
  [routeKey(executionApi.milestones)]: {
    path: picked('/milestones'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(executionApi.planMilestones)]: {
    path: picked('/milestones'),
    body: () => ({
      milestones: [
        { title: 'Advance', percent: 50 },
        { title: 'Handover', percent: 50 },
      ],
    }),
    expect: participants(['admin']),
  },
  [routeKey(executionApi.submitProof)]: {
    path: picked('/milestones/2/proof'),
    body: () => ({ note: 'Done', photos: [] }),
    expect: participants(['partnerInvited']),
  },
  [routeKey(executionApi.approveMilestone)]: {
    path: picked('/milestones/2/approve'),
    expect: participants(['customerA']),
  },
  [routeKey(executionApi.requestChanges)]: {
    path: picked('/milestones/2/changes'),
    body: () => ({ text: 'Please fix' }),
    expect: participants(['customerA']),
  },
};

// Money on the record (docs/product.md#payments), on the same picked project: the
// customer pays and the team keeps the record; the selected partner sees its payouts only.
// The first admin call of decidePayment decides the world's reported payment; later ones are
// refused by its state (409), which still proves access.
export const paymentEntries: Record<string, Entry> = {
  [routeKey(paymentsApi.ledger)]: {
    path: picked('/payments'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(paymentsApi.addPayment)]: {
    path: picked('/payments'),
    body: () => ({ amount: 1, method: 'upi', reference: 'UPI-1', paidOn: indiaToday() }),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(paymentsApi.decidePayment)]: {
    path: picked('/payments/{payment}'),
    body: () => ({ status: 'rejected', reason: 'Not in our account' }),
    expect: participants(['admin']),
  },
  [routeKey(paymentsApi.payouts)]: {
    path: picked('/payouts'),
    expect: participants(['partnerInvited', 'admin']),
  },
  [routeKey(paymentsApi.addPayout)]: {
    path: picked('/payouts'),
    body: () => ({ amount: 1, method: 'bank-transfer', paidOn: indiaToday() }),
    expect: participants(['admin']),
  },
  [routeKey(paymentsApi.waiting)]: { expect: admin },
};

// The project's documents: its customer and the team. The selected partner takes part
// in the job but not in the customer's payments, so a partner's session is 403
// (modules/documents/routes.ts). The invoice before completion is a 409: access was granted.
export const documentEntries: Record<string, Entry> = {
  [routeKey(documentsApi.receipt)]: {
    path: picked('/payments/{documentsPayment}/receipt.pdf'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(documentsApi.quotationPdf)]: {
    path: picked('/quotation.pdf'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(documentsApi.invoicePdf)]: {
    path: picked('/invoice.pdf'),
    expect: participants(['customerA', 'admin']),
  },
};
