import { describe, expect, it } from 'vitest';
import {
  canPayOn,
  canReportPayment,
  canUseReference,
  dueNow,
  isAfterIndiaToday,
  ledgerFigures,
  waitingOf,
  type LedgerMilestone,
  type PaymentOnRecord,
} from './payment-rules';
import { upiUri } from './upi';
import { refusalStatus, type Refusal } from './workflow';

// The rules of money on the record (docs/product.md#payments): the ledger's figures, what is due
// now and what waits for the team, the day a payment may carry, and the UPI link. Who may pay,
// confirm, pay out or fetch a document, and when a project may be completed, are
// payment-rules-permissions.test.ts's.

const code = (v: { ok: true } | { ok: false; code: string }) => (v.ok ? 'ok' : v.code);

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
      due: { num: 1, title: 'Booking advance', amountPaise: 1_000_000, careFee: null },
    });
  });

  it('asks for the remainder of the first milestone not covered', () => {
    expect(ledgerFigures(total, plan, 400_000).due).toEqual({
      num: 1,
      title: 'Booking advance',
      amountPaise: 600_000,
      careFee: null,
    });
    // Milestone 1 covered exactly: milestone 2 in full.
    expect(ledgerFigures(total, plan, 1_000_000).due).toEqual({
      num: 2,
      title: 'Materials on site',
      amountPaise: 4_000_000,
      careFee: null,
    });
    expect(ledgerFigures(total, plan, 2_500_050)).toEqual({
      paidPaise: 2_500_050,
      outstandingPaise: 7_499_950,
      due: { num: 2, title: 'Materials on site', amountPaise: 2_499_950, careFee: null },
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
      careFee: null,
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
      careFee: null,
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
