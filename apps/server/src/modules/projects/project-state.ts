import { and, count, eq } from 'drizzle-orm';
import type { WorkflowProject, ProjectStatus } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { partnerQuotations, projects, quotationTemplates } from '../../db/schema/index';

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
  const [template] = await db
    .select({ id: quotationTemplates.id })
    .from(quotationTemplates)
    .where(eq(quotationTemplates.projectId, row.id));
  const quotations = await db
    .select({ finalized: partnerQuotations.finalized, n: count() })
    .from(partnerQuotations)
    .where(eq(partnerQuotations.projectId, row.id))
    .groupBy(partnerQuotations.finalized);
  const allocatedCount = quotations.reduce((sum, q) => sum + q.n, 0);
  const finalizedCount = quotations.find((q) => q.finalized)?.n ?? 0;
  return {
    status: row.status as ProjectStatus,
    designCount: row.designs.length,
    designSelected: row.designSelected,
    hasTemplate: template !== undefined,
    quotationSent: row.quotationSent,
    allocatedCount,
    finalizedCount,
    visibleToClient: row.visibleToClient,
    selectedQuotation: row.selectedQuotation,
    quotationWindowClosesAt: row.quotationWindowClosesAt,
  };
}
