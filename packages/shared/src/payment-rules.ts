import { indiaDay } from './gst';
import { no, yes, type Verdict, type WorkflowProject } from './workflow';
import type { PaymentStatus } from './schemas/payments';

// The rules of money on the record (issue 21, docs/product.md#payments), on the same `workflow`
// state as every step (./workflow.ts). The server runs them under the project's lock
// (apps/server/src/modules/payments/); the web reads them to decide what to offer. Amounts here
// are paise, as stored.

/** Money moves from the pick on, and after completion too: a balance may be settled later. */
function picked(p: WorkflowProject): Verdict {
  return p.selectedQuotation !== null && p.status !== 'New' ? yes : no('executionNotStarted');
}

/**
 * The customer reports, or an admin records, a payment: never more than what is outstanding, so
 * the ledger cannot show more paid than the total. Reported payments waiting for the team do not
 * count here; confirming one checks again (canConfirmPayment).
 */
export function canAddPayment(
  p: WorkflowProject,
  amountPaise: number,
  outstandingPaise: number,
): Verdict {
  const base = picked(p);
  if (!base.ok) {
    return base;
  }
  return amountPaise > outstandingPaise ? no('paymentOverOutstanding') : yes;
}

/** Only a reported payment is decided, once. */
export function canDecidePayment(status: PaymentStatus): Verdict {
  return status === 'reported' ? yes : no('paymentAlreadyDecided');
}

/** Confirming counts it as paid: it must still fit in what is outstanding then. */
export function canConfirmPayment(
  status: PaymentStatus,
  amountPaise: number,
  outstandingPaise: number,
): Verdict {
  const decided = canDecidePayment(status);
  if (!decided.ok) {
    return decided;
  }
  return amountPaise > outstandingPaise ? no('paymentOverOutstanding') : yes;
}

/** A receipt exists for a confirmed payment only. */
export function canGetReceipt(status: PaymentStatus): Verdict {
  return status === 'confirmed' ? yes : no('receiptNotYet');
}

/** An admin records a payout to the selected partner, never more than it is still owed. */
export function canAddPayout(
  p: WorkflowProject,
  amountPaise: number,
  balancePaise: number,
): Verdict {
  const base = picked(p);
  if (!base.ok) {
    return base;
  }
  return amountPaise > balancePaise ? no('payoutOverBalance') : yes;
}

/** The picked quotation as a document: from the pick on. */
export function canGetQuotationPdf(p: WorkflowProject): Verdict {
  return picked(p);
}

/** The final invoice: issued at completion. */
export function canGetInvoice(p: WorkflowProject): Verdict {
  return p.status === 'Completed' ? yes : no('invoiceNotYet');
}

/** Whether a day (`YYYY-MM-DD`) is after today in India. */
export function isAfterIndiaToday(day: string, now: Date = new Date()): boolean {
  return day > indiaToday(now);
}

/** Today's date in India, `YYYY-MM-DD`. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDay(now);
}

export type LedgerMilestone = { num: number; title: string; amountPaise: number };

/**
 * The ledger's figures: `due` is the earliest milestone not yet covered by what is paid, with what
 * is left of it (AFTER-THE-PICK §E); a part-paid milestone is due for its remainder.
 */
export function ledgerFigures(
  totalPaise: number,
  milestones: readonly LedgerMilestone[],
  paidPaise: number,
): {
  paidPaise: number;
  outstandingPaise: number;
  due: { num: number; title: string; amountPaise: number } | null;
} {
  let covered = paidPaise;
  let due: { num: number; title: string; amountPaise: number } | null = null;
  for (const m of [...milestones].sort((a, b) => a.num - b.num)) {
    if (covered >= m.amountPaise) {
      covered -= m.amountPaise;
      continue;
    }
    due = { num: m.num, title: m.title, amountPaise: m.amountPaise - covered };
    break;
  }
  return { paidPaise, outstandingPaise: Math.max(totalPaise - paidPaise, 0), due };
}

/**
 * The `upi://pay` link of the UPI linking specification: payee address and name, the amount in
 * rupees with two decimals, INR, and a note saying what it is for. Any UPI app opens it, and its
 * QR code is the same text.
 */
export function upiUri(input: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}): string {
  const params = new URLSearchParams({
    pa: input.vpa,
    pn: input.payeeName,
    am: (input.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: input.note.slice(0, 80),
  });
  // URLSearchParams writes spaces as '+', which UPI apps show as is; %20 is read by all of them.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
