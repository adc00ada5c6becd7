import { inArray } from 'drizzle-orm';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { noExecution, type ExecutionFacts } from '@greenscape/shared/workflow';
import type { CustomerMoney } from './money-facts';
import { allocationsFrom, factColumns } from './project-facts';
import type { ProjectRow } from './project-lock';

export type Allocation = {
  projectId: string;
  id: string;
  partnerId: string;
  num: number;
  finalized: boolean;
};

/**
 * A project's allocated quotations, in their 1-to-3 order, and whether its quotation template
 * exists: the one fact of the workflow state (packages/shared/src/workflow.ts) that the project
 * row lacks. Read in the same statement, so a list still costs one query for all its projects.
 */
export type Allocations = Allocation[] & {
  hasTemplate?: boolean;
  execution?: ExecutionFacts;
  /** The customer's money, from the same statement (kernel/money-facts.ts); after the pick. */
  money?: CustomerMoney;
};

/**
 * The allocations of several projects, with their template marks and execution facts, in one
 * read (project-facts.ts); for the steps' transactions. A page's own select folds the same columns
 * in (customer-projects.ts, staff-projects.ts).
 */
export async function allocationsOf(
  db: Database,
  projectIds: string[],
): Promise<Map<string, Allocations>> {
  const byProject = new Map<string, Allocations>();
  if (projectIds.length === 0) {
    return byProject;
  }
  const rows = await db
    .select({ id: projects.id, ...factColumns })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  for (const row of rows) {
    byProject.set(row.id, allocationsFrom(row, row.id));
  }
  return byProject;
}

/**
 * The workflow's view of a project (packages/shared/src/workflow.ts) from its row and its
 * allocations, the one place it is worked out: the steps' lock reads it, and the JSON answers
 * send it. `counted` are the quotations the reader may count (the customer's: only released ones).
 */
export function workflowStateFrom(
  row: ProjectRow,
  allocations: Allocations,
  counted: Allocation[] = allocations,
): WorkflowProject {
  return {
    status: row.status,
    designCount: row.designs.length,
    designSelected: row.designSelected,
    // A shared project has its template (canShareQuotation), also where a caller passed on a
    // copy of the list without the mark.
    hasTemplate: allocations.hasTemplate === true || row.quotationSent,
    quotationSent: row.quotationSent,
    allocatedCount: counted.length,
    finalizedCount: counted.filter((a) => a.finalized).length,
    visibleToClient: row.visibleToClient,
    selectedQuotation: row.selectedQuotation,
    quotationWindowClosesAt: row.quotationWindowClosesAt,
    ...(allocations.execution ?? noExecution),
  };
}
