import { indiaDay } from './gst';
import { isCompleted, isPicked, no, yes, type Verdict, type WorkflowProject } from './workflow';
import type { PaymentStatus } from './schemas/payments';

// The rules of money on the record (docs/product.md#payments), on the same `workflow`
// state as every step (./workflow.ts). The server runs them under the project's lock
// (apps/server/src/modules/payments/); the web reads them to decide what to offer. Amounts here
// are paise, as stored.

/** Money moves from the pick on, and after completion too: a balance may be settled later. */
function picked(p: WorkflowProject): Verdict {
  return isPicked(p) ? yes : no('executionNotStarted');
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

/**
 * How many of a customer's reports may wait for the team on one project at once. Each report
 * tells every admin, and the team checks each against its account: three are enough for a
 * customer who pays the due instalment in parts (docs/product.md#payments).
 */
export const maxWaitingReports = 3;

/** A payment already on the record of the project, as the rules below read it. */
export type PaymentOnRecord = {
  amountPaise: number;
  status: PaymentStatus;
  reference: string | null;
};

export type Waiting = { count: number; sumPaise: number };

/** The customer's reports still waiting for the team's decision. */
export function waitingOf(onRecord: readonly PaymentOnRecord[]): Waiting {
  const reported = onRecord.filter((p) => p.status === 'reported');
  return { count: reported.length, sumPaise: reported.reduce((sum, p) => sum + p.amountPaise, 0) };
}

/**
 * A customer's report waits for the team, and until then the ledger asks for what it leaves
 * (dueNow): reports waiting may never add up, with the new one, to more than is outstanding, nor
 * be more than maxWaitingReports, or a burst of them would ask the team to check money that
 * cannot be owed. An admin's recording is confirmed at once and is not a report.
 */
export function canReportPayment(
  amountPaise: number,
  outstandingPaise: number,
  waiting: Waiting,
): Verdict {
  if (waiting.count >= maxWaitingReports) {
    return no('tooManyPaymentsWaiting');
  }
  return waiting.sumPaise + amountPaise > outstandingPaise
    ? no('paymentsWaitingOverOutstanding')
    : yes;
}

/**
 * A payment reference as it is compared: people type a UTR or a cheque number with spaces, in
 * either case, sometimes with full-width digits from a phone's keyboard.
 */
export function referenceKey(reference: string): string {
  return reference.normalize('NFKC').replace(/\s+/gu, '').toLocaleLowerCase('en');
}

/**
 * One reference, one payment on a project: the same UPI transaction or cheque reported again
 * would be counted twice. A rejected payment does not hold its reference, so a report the team
 * turned down (a wrong amount, say) may be made again with it. No reference is never a clash.
 */
export function canUseReference(
  reference: string | null | undefined,
  onRecord: readonly PaymentOnRecord[],
): Verdict {
  const key = reference ? referenceKey(reference) : '';
  if (key === '') {
    return yes;
  }
  const taken = onRecord.some(
    (p) => p.status !== 'rejected' && p.reference !== null && referenceKey(p.reference) === key,
  );
  return taken ? no('paymentReferenceTaken') : yes;
}

/**
 * The day a payment was made: not after today in India, and not before the day of the pick
 * there, when money for the project could first be owed. A project picked before the time of the
 * pick was kept (`pickedAt` null) is checked against today only.
 */
export function canPayOn(
  paidOn: string,
  pickedAt: Date | string | null,
  now: Date = new Date(),
): Verdict {
  if (isAfterIndiaToday(paidOn, now)) {
    return no('paymentDateInFuture');
  }
  const firstDay = pickedAt === null ? null : indiaDay(new Date(pickedAt));
  return firstDay !== null && paidOn < firstDay ? no('paymentDateBeforePick') : yes;
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
  return isCompleted(p) ? yes : no('invoiceNotYet');
}

/** Whether a day (`YYYY-MM-DD`) is after today in India. */
export function isAfterIndiaToday(day: string, now: Date = new Date()): boolean {
  return day > indiaToday(now);
}

/** Today's date in India, `YYYY-MM-DD`. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDay(now);
}

/**
 * A milestone of the plan as the ledger reads it. `payable`: whether it may be asked for now
 * (isPayable).
 */
/** A line of the ledger: a milestone, or a care plan's monthly fee with its month (`careFee`). */
export type LedgerMilestone = {
  num: number;
  title: string;
  amountPaise: number;
  payable: boolean;
  careFee?: CareFeeMonth;
};

/** A fee's month of its plan (1 for the first) and the day that month began. */
export type CareFeeMonth = { month: number; from: string };

/**
 * Money follows the work (docs/product.md#milestones, #payments): the advance is payable from the
 * pick on, any other milestone once its proof is approved. Once the project is completed
 * (`jobOver`: by the team, perhaps with work never approved) the job is over and whatever is left
 * is owed.
 */
export function isPayable(m: { advance: boolean; status: string }, jobOver = false): boolean {
  return jobOver || m.advance || m.status === 'approved';
}

/**
 * How far what is paid reaches into each milestone: paid in full, part-paid or due (the first one
 * not covered, when it is payable), or later (not payable yet, or after the one due). What is paid
 * covers the milestones in their order, whether or not they are payable yet: a customer may pay
 * ahead of the work.
 */
export type Coverage = 'paid' | 'part-paid' | 'due' | 'later';

export function coverageOf<M extends { num: number; amountPaise: number; payable: boolean }>(
  plan: readonly M[],
  paidPaise: number,
): { milestone: M; coveredPaise: number; coverage: Coverage }[] {
  let left = paidPaise;
  let reached = false;
  return [...plan]
    .sort((a, b) => a.num - b.num)
    .map((milestone) => {
      const coveredPaise = Math.min(Math.max(left, 0), milestone.amountPaise);
      left -= coveredPaise;
      let coverage: Coverage = 'paid';
      if (coveredPaise < milestone.amountPaise) {
        const first = !reached;
        reached = true;
        coverage = !first || !milestone.payable ? 'later' : coveredPaise > 0 ? 'part-paid' : 'due';
      }
      return { milestone, coveredPaise, coverage };
    });
}

type Owed = { num: number; title: string; amountPaise: number; careFee: CareFeeMonth | null };

/**
 * The first milestone what is paid does not cover, with what is left of it, payable or not: the
 * one a payment goes towards (a receipt names it, modules/documents/receipt-data.ts).
 */
export function firstUncovered(
  plan: readonly Omit<LedgerMilestone, 'payable'>[],
  paidPaise: number,
): Owed | null {
  const row = coverageOf(
    plan.map((m) => ({ ...m, payable: true })),
    paidPaise,
  ).find((r) => r.coverage !== 'paid');
  return row ? leftOf(row) : null;
}

function leftOf(row: { milestone: Omit<LedgerMilestone, 'payable'>; coveredPaise: number }): Owed {
  const { num, title, amountPaise, careFee } = row.milestone;
  return { num, title, amountPaise: amountPaise - row.coveredPaise, careFee: careFee ?? null };
}

/**
 * The ledger's figures: `due` is the earliest payable milestone not yet covered by what is paid,
 * with what is left of it (docs/product.md#payments); none while the next one waits for its
 * approval.
 */
export function ledgerFigures(
  totalPaise: number,
  milestones: readonly LedgerMilestone[],
  paidPaise: number,
): { paidPaise: number; outstandingPaise: number; due: Owed | null } {
  const row = coverageOf(milestones, paidPaise).find(
    (r) => r.coverage === 'due' || r.coverage === 'part-paid',
  );
  return {
    paidPaise,
    outstandingPaise: Math.max(totalPaise - paidPaise, 0),
    due: row ? leftOf(row) : null,
  };
}

/**
 * What the ledger asks the customer to pay now: the first milestone that neither what is paid
 * nor the reports waiting for the team cover, with what is left of it; none once they cover what
 * is outstanding. A report waiting counts here so that the page never asks for the same money
 * twice; it counts as paid only once confirmed (ledgerFigures, canConfirmPayment).
 */
export function dueNow(
  totalPaise: number,
  milestones: readonly LedgerMilestone[],
  paidPaise: number,
  waitingPaise: number,
): Owed | null {
  if (totalPaise - paidPaise - waitingPaise <= 0) {
    return null;
  }
  return ledgerFigures(totalPaise, milestones, paidPaise + waitingPaise).due;
}
