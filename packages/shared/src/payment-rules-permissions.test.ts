import { describe, expect, it } from 'vitest';
import {
  canAddPayment,
  canAddPayout,
  canConfirmPayment,
  canGetInvoice,
  canGetQuotationPdf,
  canGetReceipt,
} from './payment-rules';
import { canComplete, completionGaps, type WorkflowProject } from './workflow';
import { freshProject } from './workflow-fixture';

// The rules of money on the record (docs/product.md#payments): who may pay, confirm, pay out or
// fetch a document, and when a project may be completed. The ledger's figures, the day of a
// payment and the UPI link are payment-rules.test.ts's.

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
