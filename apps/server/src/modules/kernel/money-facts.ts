import { and, eq, sql } from 'drizzle-orm';
import type { FeeOnRecord } from '@greenscape/shared/care-fees';
import type { Database } from '../../db/client';
import { partnerQuotations, payouts } from '../../db/schema/index';
import { outerProjectId, outerSelectedQuotation } from './outer-project';
import type { ProjectRow } from './project-lock';

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
  /** The picked quotation's final cost: the ledger's `total` (docs/product.md#payments). */
  totalPaise: number;
  /** The care plan's monthly fees added so far, in the order their months began. */
  careFees: FeeOnRecord[];
  /** Their sum: owed beside the total (docs/decisions/0012-care-fees-in-the-ledger.md). */
  careFeesPaise: number;
  /** What the customer owes in all: the total and the care fees. */
  owedPaise: number;
  /** Confirmed payments only. */
  paidPaise: number;
  /** Reported and waiting for the team. */
  pendingPaise: number;
  outstandingPaise: number;
};

/**
 * The customer's money as columns of a select over `projects` (one statement: the steps' checks
 * and the ledger's read share it); `customerMoneyFrom` reads them. Before the pick there is no
 * picked quotation, so the total is 0.
 */
export const customerMoneyColumns = {
  finalCostingPaise: sql<string | number | null>`(select q.final_costing_paise
    from partner_quotations q
    where q.project_id = ${outerProjectId} and q.num = ${outerSelectedQuotation})`,
  // Both sums in one walk of payments_project_idx (each alone, the reported one would walk the
  // partial index of every project's reported payments instead).
  paymentSums: sql<[confirmed: number | string, reported: number | string] | null>`(
    select json_build_array(
      coalesce(sum(pm.amount_paise) filter (where pm.status = 'confirmed'), 0),
      coalesce(sum(pm.amount_paise) filter (where pm.status = 'reported'), 0))
    from payments pm where pm.project_id = ${outerProjectId})`,
  // A care plan's fees join what is owed as their months begin (docs/product.md#care-plans).
  careFees: sql<MoneyColumns['careFees']>`(
    select json_agg(json_build_array(f.plan_id, f.month, f.starts_on, f.amount_paise, f.due_from)
      order by f.starts_on, f.month)
    from care_fees f where f.project_id = ${outerProjectId})`,
};

export type MoneyColumns = {
  finalCostingPaise: string | number | null;
  paymentSums: [confirmed: number | string, reported: number | string] | null;
  careFees:
    | [
        planId: string,
        month: number,
        startsOn: string,
        amountPaise: number | string,
        dueFrom: string,
      ][]
    | null;
};

/**
 * The customer's money from those columns: the one place `outstanding` is worked out (the
 * picked final cost and the care fees added so far, less the confirmed payments), for the ledger,
 * the steps' checks and the workflow state's `outstanding` alike (project-facts.ts).
 */
export function customerMoneyFrom(row: MoneyColumns): CustomerMoney {
  const careFees = (row.careFees ?? []).map(([planId, month, startsOn, amountPaise, dueFrom]) => ({
    planId,
    month,
    startsOn,
    dueFrom,
    amountPaise: Number(amountPaise),
  }));
  const totalPaise = Number(row.finalCostingPaise ?? 0);
  const careFeesPaise = careFees.reduce((sum, f) => sum + f.amountPaise, 0);
  const owedPaise = totalPaise + careFeesPaise;
  const [confirmed, reported] = row.paymentSums ?? [0, 0];
  const paidPaise = Number(confirmed);
  return {
    totalPaise,
    careFees,
    careFeesPaise,
    owedPaise,
    paidPaise,
    pendingPaise: Number(reported),
    outstandingPaise: Math.max(owedPaise - paidPaise, 0),
  };
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
