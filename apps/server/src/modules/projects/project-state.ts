import { and, eq } from 'drizzle-orm';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { allocationsOf, workflowStateFrom } from './project-json';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * Reads a project with the row locked for the rest of the transaction, so two requests cannot
 * both pass the same workflow check (docs/product.md#workflow), and derives the workflow's view of
 * it.
 */
export async function lockProject(
  tx: Database,
  where: { id: string; clientId?: string },
): Promise<{ row: ProjectRow; state: WorkflowProject } | undefined> {
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
  return { row, state: await workflowStateOf(tx, row) };
}

export async function workflowStateOf(db: Database, row: ProjectRow): Promise<WorkflowProject> {
  const allocations = (await allocationsOf(db, [row.id])).get(row.id) ?? [];
  return workflowStateFrom(row, allocations);
}
