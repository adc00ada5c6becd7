import { and, asc, eq, sql } from 'drizzle-orm';
import type { LedgerMilestone } from '@greenscape/shared/payment-rules';
import type { Database } from '../../db/client';
import { milestones, partnerQuotations, payments, payouts } from '../../db/schema/index';
import type { ProjectRow } from '../projects/project-state';

// The sums the ledger shows and the steps check, in paise. A step reads them inside its
// transaction, after the project row's lock (steps/*.ts), so no other step of the project can
// change them before it commits.

type Picked = Pick<ProjectRow, 'id' | 'selectedQuotation'>;

/** The picked quotation's row, or none before the pick. */
async function pickedQuotation(db: Database, project: Picked) {
  if (project.selectedQuotation === null) {
    return undefined;
  }
  const [row] = await db
    .select({
      finalCostingPaise: partnerQuotations.finalCostingPaise,
      totalAmountPaise: partnerQuotations.totalAmountPaise,
    })
    .from(partnerQuotations)
    .where(
      and(
        eq(partnerQuotations.projectId, project.id),
        eq(partnerQuotations.num, project.selectedQuotation),
      ),
    );
  return row;
}

export type CustomerMoney = {
  /** The picked quotation's final cost (what the customer pays in all). */
  totalPaise: number;
  /** Confirmed payments only. */
  paidPaise: number;
  /** Reported and waiting for the team. */
  pendingPaise: number;
  outstandingPaise: number;
};

export async function customerMoney(db: Database, project: Picked): Promise<CustomerMoney> {
  const quotation = await pickedQuotation(db, project);
  const sums = await db
    .select({ status: payments.status, sum: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(eq(payments.projectId, project.id))
    .groupBy(payments.status);
  const sumOf = (status: string) => Number(sums.find((s) => s.status === status)?.sum ?? 0);
  const totalPaise = quotation?.finalCostingPaise ?? 0;
  const paidPaise = sumOf('confirmed');
  return {
    totalPaise,
    paidPaise,
    pendingPaise: sumOf('reported'),
    outstandingPaise: Math.max(totalPaise - paidPaise, 0),
  };
}

/** The plan's milestones and their amounts, for the instalment due (ledgerFigures). */
export async function planOf(db: Database, projectId: string): Promise<LedgerMilestone[]> {
  return db
    .select({ num: milestones.num, title: milestones.title, amountPaise: milestones.amountPaise })
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(asc(milestones.num));
}

export type PartnerMoney = { totalPaise: number; paidPaise: number; balancePaise: number };

/** What the selected partner is owed: its own quotation's total, less the payouts so far. */
export async function partnerMoney(db: Database, project: Picked): Promise<PartnerMoney> {
  const quotation = await pickedQuotation(db, project);
  const [paid] = await db
    .select({ sum: sql<string | null>`sum(${payouts.amountPaise})` })
    .from(payouts)
    .where(eq(payouts.projectId, project.id));
  const totalPaise = quotation?.totalAmountPaise ?? 0;
  const paidPaise = Number(paid?.sum ?? 0);
  return { totalPaise, paidPaise, balancePaise: Math.max(totalPaise - paidPaise, 0) };
}
