import { and, eq } from 'drizzle-orm';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { customerMoneyFrom, type CustomerMoney } from './money-facts';
import { allocationsOf, workflowStateFrom, type Allocations } from './workflow-state';

export type ProjectRow = typeof projects.$inferSelect;

/** Before the pick nothing is owed nor paid: no picked quotation, no payments. */
const noMoney = customerMoneyFrom({ finalCostingPaise: null, paymentSums: null, careFees: null });

/**
 * Reads a project with the row locked for the rest of the transaction, so two requests cannot
 * both pass the same workflow check (docs/product.md#workflow), and derives the workflow's view of
 * it. The facts are read in a statement of their own after the lock, never in the locking select:
 * a select that waited for the lock sees the row as committed but its subqueries as they were
 * when it began, so two partners racing for the last quotation both counted two (an attempt
 * at saving that round trip, caught by faults/two-instances.pg.test.ts; docs/performance.md).
 */
export async function lockProject(
  tx: Database,
  where: { id: string; clientId?: string },
): Promise<
  | { row: ProjectRow; state: WorkflowProject; allocations: Allocations; money: CustomerMoney }
  | undefined
> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, where.id),
        where.clientId ? eq(projects.clientId, where.clientId) : undefined,
      ),
    )
    .for('update');
  if (!row) {
    return undefined;
  }
  const { state, allocations } = await workflowOf(tx, row);
  return { row, state, allocations, money: allocations.money ?? noMoney };
}

/** The workflow's view of a project row, and the allocations it was worked out from. */
async function workflowOf(db: Database, row: ProjectRow) {
  const allocations = (await allocationsOf(db, [row.id])).get(row.id) ?? [];
  return { state: workflowStateFrom(row, allocations), allocations };
}

export async function workflowStateOf(db: Database, row: ProjectRow): Promise<WorkflowProject> {
  return (await workflowOf(db, row)).state;
}
