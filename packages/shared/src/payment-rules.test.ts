import { describe, expect, it } from 'vitest';
import {
  canAddPayment,
  canAddPayout,
  canConfirmPayment,
  canGetInvoice,
  canGetQuotationPdf,
  canGetReceipt,
  isAfterIndiaToday,
  ledgerFigures,
  upiUri,
  type LedgerMilestone,
} from './payment-rules';
import { canComplete, completionGaps, type WorkflowProject } from './workflow';
import { freshProject } from './workflow-fixture';

// The rules of money on the record (issue 21): the ledger's figures, the UPI link, who may pay,
// confirm, pay out or fetch a document, and when a project may be completed.

const code = (v: { ok: true } | { ok: false; code: string }) => (v.ok ? 'ok' : v.code);

/** Past the pick: quotation 1 chosen, four milestones planned, ₹1,00,000 outstanding. */
const picked: WorkflowProject = {
  ...freshProject,
  status: 'In Progress',
  designCount: 1,
  designSelected: 1,
  hasTemplate: true,
  quotationSent: true,
  allocatedCount: 2,
  finalizedCount: 2,
  visibleToClient: true,
  selectedQuotation: 1,
  visitStatus: 'none',
  milestoneCount: 4,
  approvedCount: 0,
  currentMilestone: 1,
  currentMilestoneStatus: 'planned',
  outstanding: 100000,
};
const completed: WorkflowProject = { ...picked, status: 'Completed' };
/** Before the pick: released to the customer, nothing chosen yet. */
const released: WorkflowProject = { ...picked, selectedQuotation: null, milestoneCount: 0 };

describe('ledgerFigures', () => {
  const plan: LedgerMilestone[] = [
    { num: 1, title: 'Booking advance', amountPaise: 1_000_000 },
    { num: 2, title: 'Materials on site', amountPaise: 4_000_000 },
    { num: 3, title: 'Planting and installation', amountPaise: 4_000_000 },
    { num: 4, title: 'Handover', amountPaise: 1_000_000 },
  ];
  const total = 10_000_000;

  it('asks for milestone 1 in full when nothing is paid', () => {
    expect(ledgerFigures(total, plan, 0)).toEqual({
      paidPaise: 0,
      outstandingPaise: total,
      due: { num: 1, title: 'Booking advance', amountPaise: 1_000_000 },
    });
  });

  it('asks for the remainder of the first milestone not covered', () => {
    expect(ledgerFigures(total, plan, 400_000).due).toEqual({
      num: 1,
      title: 'Booking advance',
      amountPaise: 600_000,
    });
    // Milestone 1 covered exactly: milestone 2 in full.
    expect(ledgerFigures(total, plan, 1_000_000).due).toEqual({
      num: 2,
      title: 'Materials on site',
      amountPaise: 4_000_000,
    });
    expect(ledgerFigures(total, plan, 2_500_050)).toEqual({
      paidPaise: 2_500_050,
      outstandingPaise: 7_499_950,
      due: { num: 2, title: 'Materials on site', amountPaise: 2_499_950 },
    });
  });

  it('has nothing due and nothing outstanding once all is paid', () => {
    expect(ledgerFigures(total, plan, total)).toEqual({
      paidPaise: total,
      outstandingPaise: 0,
      due: null,
    });
  });

  it('sorts milestones given out of order', () => {
    const shuffled = [plan[2]!, plan[3]!, plan[0]!, plan[1]!];
    expect(ledgerFigures(total, shuffled, 0).due?.num).toBe(1);
    expect(ledgerFigures(total, shuffled, 5_500_000).due).toEqual({
      num: 3,
      title: 'Planting and installation',
      amountPaise: 3_500_000,
    });
    expect(shuffled.map((m) => m.num)).toEqual([3, 4, 1, 2]);
  });
});

describe('upiUri', () => {
  const input = {
    vpa: 'payments@greenscapedemo',
    payeeName: 'Greenscape Demo',
    amountPaise: 450_000,
    note: 'GS-2611-0005 Booking advance',
  };

  it('writes the exact link, spaces as %20 and never +', () => {
    const uri = upiUri(input);
    expect(uri).toBe(
      'upi://pay?pa=payments%40greenscapedemo&pn=Greenscape%20Demo&am=4500.00&cu=INR&tn=GS-2611-0005%20Booking%20advance',
    );
    expect(uri).not.toContain('+');
  });

  it('gives the amount in rupees with two decimals for paise amounts', () => {
    expect(upiUri({ ...input, amountPaise: 123_456 })).toContain('&am=1234.56&');
    expect(upiUri({ ...input, amountPaise: 5 })).toContain('&am=0.05&');
    expect(upiUri({ ...input, amountPaise: 100_010 })).toContain('&am=1000.10&');
  });

  it('cuts the note at 80 characters', () => {
    const note = 'x'.repeat(79) + 'yz';
    expect(upiUri({ ...input, note })).toMatch(new RegExp(`&tn=${'x'.repeat(79)}y$`));
  });
});

describe('who may pay, confirm and pay out', () => {
  it('refuses payments before the pick, and more than is outstanding', () => {
    expect(code(canAddPayment(freshProject, 100, 0))).toBe('executionNotStarted');
    expect(code(canAddPayment(released, 100, 1000))).toBe('executionNotStarted');
    expect(code(canAddPayment(picked, 1001, 1000))).toBe('paymentOverOutstanding');
    expect(code(canAddPayment(picked, 1000, 1000))).toBe('ok');
    // After completion a balance may still be settled.
    expect(code(canAddPayment(completed, 500, 1000))).toBe('ok');
  });

  it('confirms a reported payment once, if it still fits', () => {
    expect(code(canConfirmPayment('confirmed', 100, 1000))).toBe('paymentAlreadyDecided');
    expect(code(canConfirmPayment('rejected', 100, 1000))).toBe('paymentAlreadyDecided');
    expect(code(canConfirmPayment('reported', 1001, 1000))).toBe('paymentOverOutstanding');
    expect(code(canConfirmPayment('reported', 1000, 1000))).toBe('ok');
  });

  it('refuses payouts before the pick, and more than the partner is owed', () => {
    expect(code(canAddPayout(freshProject, 100, 1000))).toBe('executionNotStarted');
    expect(code(canAddPayout(released, 100, 1000))).toBe('executionNotStarted');
    expect(code(canAddPayout(picked, 1001, 1000))).toBe('payoutOverBalance');
    expect(code(canAddPayout(picked, 1000, 1000))).toBe('ok');
  });
});

describe('documents', () => {
  it('gives a receipt for a confirmed payment only', () => {
    expect(code(canGetReceipt('confirmed'))).toBe('ok');
    expect(code(canGetReceipt('reported'))).toBe('receiptNotYet');
    expect(code(canGetReceipt('rejected'))).toBe('receiptNotYet');
  });

  it('gives the invoice once completed only', () => {
    expect(code(canGetInvoice(completed))).toBe('ok');
    expect(code(canGetInvoice(picked))).toBe('invoiceNotYet');
    expect(code(canGetInvoice(freshProject))).toBe('invoiceNotYet');
  });

  it('gives the quotation PDF from the pick on', () => {
    expect(code(canGetQuotationPdf(picked))).toBe('ok');
    expect(code(canGetQuotationPdf(completed))).toBe('ok');
    expect(code(canGetQuotationPdf(released))).toBe('executionNotStarted');
    expect(code(canGetQuotationPdf(freshProject))).toBe('executionNotStarted');
  });
});

describe('isAfterIndiaToday', () => {
  it('turns the day at midnight in India (18:30 UTC)', () => {
    const before = new Date('2026-03-14T18:29:59Z');
    const after = new Date('2026-03-14T18:30:00Z');
    expect(isAfterIndiaToday('2026-03-15', before)).toBe(true);
    expect(isAfterIndiaToday('2026-03-15', after)).toBe(false);
    expect(isAfterIndiaToday('2026-03-14', before)).toBe(false);
    expect(isAfterIndiaToday('2026-03-16', after)).toBe(true);
  });
});

describe('canComplete and completionGaps', () => {
  const done: WorkflowProject = {
    ...picked,
    approvedCount: 4,
    currentMilestone: null,
    currentMilestoneStatus: null,
    outstanding: 0,
  };

  it('completes with every milestone approved and nothing outstanding', () => {
    expect(completionGaps(done)).toEqual({ milestones: 0, payments: 0 });
    expect(code(canComplete(done))).toBe('ok');
  });

  it('names what is open', () => {
    expect(completionGaps(picked)).toEqual({ milestones: 4, payments: 100000 });
    expect(code(canComplete(picked))).toBe('completionMilestonesAndPayments');
    expect(code(canComplete({ ...done, approvedCount: 3 }))).toBe('completionMilestonesOpen');
    expect(code(canComplete({ ...done, outstanding: 1 }))).toBe('completionPaymentsOutstanding');
    expect(completionGaps({ ...done, approvedCount: 3, outstanding: 1 })).toEqual({
      milestones: 1,
      payments: 1,
    });
  });

  it('lets an override complete anyway, but only after the pick', () => {
    expect(code(canComplete(picked, { override: true }))).toBe('ok');
    expect(code(canComplete(picked, { override: false }))).toBe('completionMilestonesAndPayments');
    for (const before of [freshProject, released, { ...released, visibleToClient: false }]) {
      expect(code(canComplete(before, { override: true }))).toBe('customerHasNotPicked');
      expect(code(canComplete(before))).toBe('customerHasNotPicked');
    }
    expect(code(canComplete({ ...picked, visibleToClient: false }, { override: true }))).toBe(
      'customerHasNotPicked',
    );
  });

  it('refuses a project already completed, override or not', () => {
    expect(code(canComplete({ ...done, status: 'Completed' }))).toBe('projectAlreadyCompleted');
    expect(code(canComplete(completed, { override: true }))).toBe('projectAlreadyCompleted');
  });
});
