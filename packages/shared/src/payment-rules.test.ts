import { describe, expect, it } from 'vitest';
import {
  canAddPayment,
  canAddPayout,
  canConfirmPayment,
  canGetInvoice,
  canGetQuotationPdf,
  canGetReceipt,
  canPayOn,
  canReportPayment,
  canUseReference,
  dueNow,
  isAfterIndiaToday,
  ledgerFigures,
  upiUri,
  waitingOf,
  type LedgerMilestone,
  type PaymentOnRecord,
} from './payment-rules';
import {
  canComplete,
  completionGaps,
  refusalStatus,
  type Refusal,
  type WorkflowProject,
} from './workflow';
import { freshProject } from './workflow-fixture';

// The rules of money on the record (docs/product.md#payments): the ledger's figures, the UPI link,
// who may pay, confirm, pay out or fetch a document, and when a project may be completed.

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

// Every milestone payable here, as once all the work is approved: which ones are payable before
// that is advance-rules.test.ts's. The default plan of ₹1,00,000, in paise.
const plan: LedgerMilestone[] = [
  { num: 1, title: 'Booking advance', amountPaise: 1_000_000, payable: true },
  { num: 2, title: 'Materials on site', amountPaise: 4_000_000, payable: true },
  { num: 3, title: 'Planting and installation', amountPaise: 4_000_000, payable: true },
  { num: 4, title: 'Handover', amountPaise: 1_000_000, payable: true },
];
const total = 10_000_000;

describe('ledgerFigures', () => {
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

describe('dueNow', () => {
  it('counts reports waiting against what is asked now, as if paid', () => {
    expect(dueNow(total, plan, 0, 400_000)).toEqual({
      num: 1,
      title: 'Booking advance',
      amountPaise: 600_000,
    });
    expect(dueNow(total, plan, 600_000, 400_000)?.num).toBe(2);
    expect(dueNow(total, plan, 0, 0)).toEqual(ledgerFigures(total, plan, 0).due);
  });

  it('asks for nothing once what is paid and what waits cover the outstanding', () => {
    expect(dueNow(total, plan, 5_000_000, 5_000_000)).toBeNull();
    // Reports waiting over what is left (made before they were limited) ask for nothing either.
    expect(dueNow(total, plan, 9_000_000, 2_000_000)).toBeNull();
    expect(dueNow(0, [], 0, 0)).toBeNull();
  });
});

describe('reports waiting for the team', () => {
  const on = (amountPaise: number, status: PaymentOnRecord['status'], reference: string | null) =>
    ({ amountPaise, status, reference }) satisfies PaymentOnRecord;
  const record = [
    on(100_000, 'confirmed', 'UTR 1111 2222'),
    on(50_000, 'reported', 'UTR 3333'),
    on(20_000, 'rejected', 'CHQ 118'),
    on(30_000, 'reported', null),
  ];

  it('sums and counts only the reports waiting', () => {
    expect(waitingOf(record)).toEqual({ count: 2, sumPaise: 80_000 });
    expect(waitingOf([])).toEqual({ count: 0, sumPaise: 0 });
  });

  it('keeps those waiting within the outstanding amount, three at most (409)', () => {
    const two = { count: 2, sumPaise: 80_000 };
    expect(code(canReportPayment(20_000, 100_000, two))).toBe('ok');
    expect(code(canReportPayment(20_001, 100_000, two))).toBe('paymentsWaitingOverOutstanding');
    expect(code(canReportPayment(1, 1_000_000, { count: 3, sumPaise: 3 }))).toBe(
      'tooManyPaymentsWaiting',
    );
    const refused = canReportPayment(1, 1_000_000, { count: 3, sumPaise: 3 }) as Refusal;
    expect(refusalStatus(refused)).toBe(409);
    expect(refusalStatus(canReportPayment(2, 1, { count: 0, sumPaise: 0 }) as Refusal)).toBe(409);
  });

  it('refuses a reference a payment that counts or waits holds, spaced or cased any way', () => {
    for (const reference of [
      'UTR 1111 2222',
      'utr11112222',
      ' Utr 1111\t2222 ',
      'ＵＴＲ１１１１２２２２',
      'utr 3333',
    ]) {
      expect(code(canUseReference(reference, record)), reference).toBe('paymentReferenceTaken');
    }
    expect(refusalStatus(canUseReference('UTR 3333', record) as Refusal)).toBe(409);
    // A rejected payment gives its reference back; none, or a new one, is no clash.
    expect(code(canUseReference('chq 118', record))).toBe('ok');
    expect(code(canUseReference('UTR 1111 2223', record))).toBe('ok');
    expect(code(canUseReference(null, record))).toBe('ok');
    expect(code(canUseReference(undefined, record))).toBe('ok');
    expect(code(canUseReference('   ', record))).toBe('ok');
  });
});

describe('canPayOn', () => {
  // Picked at 01:00 on 10 March 2026 in India, still 9 March in UTC.
  const pickedAt = new Date('2026-03-09T19:30:00Z');
  const now = new Date('2026-03-20T06:00:00Z');

  it('refuses a day before the pick in India (400), and takes the day of the pick', () => {
    expect(code(canPayOn('2026-03-09', pickedAt, now))).toBe('paymentDateBeforePick');
    expect(refusalStatus(canPayOn('2026-03-09', pickedAt, now) as Refusal)).toBe(400);
    expect(code(canPayOn('2026-03-10', pickedAt, now))).toBe('ok');
    expect(code(canPayOn('2026-03-10', pickedAt.toISOString(), now))).toBe('ok');
    expect(code(canPayOn('2026-03-20', pickedAt, now))).toBe('ok');
  });

  it('refuses a day after today, and checks only that without the time of the pick', () => {
    expect(code(canPayOn('2026-03-21', pickedAt, now))).toBe('paymentDateInFuture');
    expect(code(canPayOn('2020-01-01', null, now))).toBe('ok');
    expect(code(canPayOn('2026-03-21', null, now))).toBe('paymentDateInFuture');
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
