import { upiUri } from '@greenscape/shared/upi';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger, PaymentEntry } from '@greenscape/shared/schemas/payments';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { withMachine } from '@greenscape/shared/project-machine';
import { freshProject } from '@greenscape/shared/workflow-fixture';

// For the money pages' tests, whoever reads them: a project after the pick on a
// ₹1,50,000 quotation, its plan, and its ledger. A test spreads its own case from these.

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Picked, two of four milestones approved, the third's proof sent, ₹1,05,000 outstanding. */
export const pickedState: WorkflowState = withMachine(
  {
    ...freshProject,
    quotationWindowClosesAt: null,
    status: 'In Progress',
    designCount: 1,
    designSelected: 1,
    hasTemplate: true,
    quotationSent: true,
    allocatedCount: 1,
    finalizedCount: 1,
    visibleToClient: true,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    approvedCount: 2,
    currentMilestone: 3,
    currentMilestoneStatus: 'planned',
    proofSubmitted: true,
    outstanding: 105000,
  },
  { role: 'team' },
);

/** A milestone of the ₹1,50,000 quotation, `percent` of it. */
export const milestoneOf = (
  num: number,
  title: string,
  percent: number,
  patch: Partial<Milestone> = {},
): Milestone => ({
  num,
  title,
  percent,
  amount: (150000 * percent) / 100,
  dueOn: null,
  advance: false,
  status: 'planned',
  proof: null,
  proofs: [],
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
  ...patch,
});

/** The default plan of a ₹1,50,000 quotation: the advance paid, milestone 2's work approved. */
export const plan: Milestone[] = [
  milestoneOf(1, 'Booking advance', 10, {
    advance: true,
    status: 'approved',
    approvedAt: '2026-11-20T05:00:00.000Z',
  }),
  milestoneOf(2, 'Materials on site', 40, {
    status: 'approved',
    dueOn: '2026-12-05',
    approvedAt: '2026-12-04T05:00:00.000Z',
  }),
  milestoneOf(3, 'Planting and installation', 40, { dueOn: '2026-12-20' }),
  milestoneOf(4, 'Handover', 10),
];

export const upiVpa = 'greenscape@okhdfc';
export const upiPayee = 'Greenscape Gardens';
export const uri = upiUri({
  vpa: upiVpa,
  payeeName: upiPayee,
  amountPaise: 3_000_000,
  note: 'GS-2611-0042 milestone 2',
});

/** A confirmed UPI payment of ₹15,000 the customer reported, unless told otherwise. */
export const entry = (n: number, patch: Partial<PaymentEntry> = {}): PaymentEntry => ({
  _id: uuid(n),
  amount: 15000,
  method: 'upi',
  reference: null,
  paidOn: '2026-11-21',
  status: 'confirmed',
  reason: null,
  receiptNo: null,
  reportedBy: 'customer',
  createdAt: '2026-11-21T05:00:00.000Z',
  decidedAt: null,
  ...patch,
});

/** ₹45,000 confirmed of ₹1,50,000: milestone 1 paid, half of milestone 2. */
export function ledgerOf(patch: Partial<Ledger> = {}): Ledger {
  return {
    total: 150000,
    paid: 45000,
    outstanding: 105000,
    due: { num: 2, title: 'Materials on site', amount: 30000, careFee: null },
    careFees: 0,
    upi: { uri },
    entries: [
      entry(1, { status: 'reported', amount: 5000, method: 'cash', paidOn: '2026-12-06' }),
      entry(2, {
        status: 'rejected',
        amount: 2000,
        method: 'cheque',
        reference: 'CHQ 118',
        reason: 'The cheque bounced',
      }),
      entry(3, {
        amount: 30000,
        reference: 'UTR 998877',
        paidOn: '2026-12-02',
        receiptNo: 'GS/2026-27/0002',
        decidedAt: '2026-12-03T05:00:00.000Z',
      }),
      entry(4, { receiptNo: 'GS/2026-27/0001', decidedAt: '2026-11-22T05:00:00.000Z' }),
    ],
    pending: 5000,
    bank: null,
    ...patch,
  };
}
