import { sql } from 'drizzle-orm';
import type { MilestoneStatus } from '@greenscape/shared/schemas/execution';
import { executionFactsFrom } from './execution-facts';
import { customerMoneyColumns, customerMoneyFrom, type MoneyColumns } from './money-facts';
import { outerProjectId, outerSelectedQuotation } from './outer-project';
import type { Allocations } from './workflow-state';

type QuotationTuple = [id: string, partnerId: string, num: number, finalized: boolean];
type ExecutionTuple = [
  visit: [reportedAt: string | null, confirmedSlot: string | null] | null,
  // The status as milestones_status_check (db/schema/execution.ts) lets it be written.
  plan: [num: number, status: MilestoneStatus, submitted: boolean, advance: boolean][] | null,
  finalCostingPaise: MoneyColumns['finalCostingPaise'],
  paymentSums: MoneyColumns['paymentSums'],
  careFees: MoneyColumns['careFees'],
];

/**
 * What a project's answer needs beyond its row, folded into the row's own select as correlated
 * subqueries: a list page is one query and one round trip, where it was three to five
 * (each round trip to PostgreSQL cost the app and PostgreSQL more CPU than the rows themselves).
 * Each subquery walks an index on project_id; the execution facts exist only for a picked project,
 * and only a picked project has a visit, a plan or payments (docs/product.md#after-the-pick).
 * Used in a select over `projects` (not aliased), with `allocationsFrom` on each row.
 */
const projectId = outerProjectId;
const selectedQuotation = outerSelectedQuotation;
export const factColumns = {
  quotations: sql<QuotationTuple[] | null>`(
    select json_agg(json_build_array(q.id, q.partner_id, q.num, q.finalized) order by q.num)
    from partner_quotations q where q.project_id = ${projectId})`,
  hasTemplate: sql<boolean>`exists (
    select 1 from quotation_templates t where t.project_id = ${projectId})`,
  execution: sql<ExecutionTuple | null>`case when ${selectedQuotation} is not null then
    json_build_array(
      (select json_build_array(v.reported_at, v.confirmed_slot)
        from site_visits v where v.project_id = ${projectId}),
      (select json_agg(json_build_array(m.num, m.status, m.submitted_at is not null, m.advance)
          order by m.num)
        from milestones m where m.project_id = ${projectId}),
      ${customerMoneyColumns.finalCostingPaise},
      ${customerMoneyColumns.paymentSums},
      ${customerMoneyColumns.careFees})
    end`,
};

export type FactColumns = {
  quotations: QuotationTuple[] | null;
  hasTemplate: boolean;
  execution: ExecutionTuple | null;
};

/**
 * The allocations (with the template mark and the execution facts) of one row of such a select,
 * the project's id being `projectId`.
 */
export function allocationsFrom(row: FactColumns, projectId: string): Allocations {
  const list: Allocations = (row.quotations ?? []).map(([id, partnerId, num, finalized]) => ({
    projectId,
    id,
    partnerId,
    num,
    finalized,
  }));
  if (row.hasTemplate) {
    list.hasTemplate = true;
  }
  if (row.execution) {
    const [visit, plan, finalCostingPaise, paymentSums, careFees] = row.execution;
    list.money = customerMoneyFrom({ finalCostingPaise, paymentSums, careFees });
    list.execution = executionFactsFrom(
      visit ? { reportedAt: visit[0], confirmedSlot: visit[1] } : null,
      (plan ?? []).map(([num, status, submitted, advance]) => ({
        num,
        status,
        submitted,
        advance,
      })),
      list.money.outstandingPaise,
    );
  }
  return list;
}
