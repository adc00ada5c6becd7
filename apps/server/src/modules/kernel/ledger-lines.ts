import { sql } from 'drizzle-orm';
import { careFeeTitle, withCareFees } from '@greenscape/shared/care-fees';
import { isPayable, type LedgerMilestone } from '@greenscape/shared/payment-rules';
import type { CustomerMoney } from './money-facts';
import { outerProjectId } from './outer-project';

// The lines of a project's ledger, in the order what is paid covers them: its milestones, then
// its care plan's monthly fees (docs/product.md#payments, #care-plans). The ledger's read and the
// care plan's fees both take them from here, so they never count apart.

export type PlanTuple = [
  num: number,
  title: string,
  amountPaise: number | string,
  advance: boolean,
  status: string,
];

/** The milestone plan as a column of a select over `projects`. */
export const milestonePlanColumn = sql<PlanTuple[] | null>`(
  select json_agg(json_build_array(m.num, m.title, m.amount_paise, m.advance, m.status)
    order by m.num)
  from milestones m where m.project_id = ${outerProjectId})`;

/**
 * The ledger's lines: each milestone payable as the rule says (payment-rules.ts isPayable, all of
 * them once the project is completed), then the fees added so far.
 */
export function ledgerLinesFrom(
  plan: PlanTuple[] | null,
  projectStatus: string,
  money: Pick<CustomerMoney, 'careFees'>,
): LedgerMilestone[] {
  const milestones = (plan ?? []).map(([num, title, amountPaise, advance, status]) => ({
    num,
    title,
    amountPaise: Number(amountPaise),
    payable: isPayable({ advance, status }, projectStatus === 'Completed'),
  }));
  return withCareFees(milestones, money.careFees, careFeeTitle);
}
