import { inArray } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Project, WorkflowState } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { noExecution, type ExecutionFacts } from '../execution/execution-facts';
import { allocationsFrom, factColumns } from './project-facts';
import type { ProjectRow } from './project-state';

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
export type Allocations = Allocation[] & { hasTemplate?: boolean; execution?: ExecutionFacts };

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

/**
 * The workflow state as sent: the customer's counts only the quotations it may see, none until
 * Proceed (docs/product.md#workflow, "What each side sees"), and after it all of them, since
 * Proceed needs every quotation final.
 */
export function workflowJson(
  row: ProjectRow,
  allocations: Allocations,
  seen: Allocation[],
): WorkflowState {
  const state = workflowStateFrom(row, allocations, seen);
  return { ...state, quotationWindowClosesAt: row.quotationWindowClosesAt?.toISOString() ?? null };
}

/**
 * The project shape of docs/product.md#data. For its customer the quotations and partners stay
 * hidden until the
 * Greenscape team releases them (visibleToclient).
 */
export function projectJson(
  row: ProjectRow,
  allocations: Allocations,
  audience: 'customer' | 'staff',
): Project {
  // The customer sees only released, finalised quotations: never one without its
  // supplier costing, which is the only kind the comparison call answers.
  const shown =
    audience === 'staff'
      ? allocations
      : row.visibleToClient
        ? allocations.filter((a) => a.finalized)
        : [];
  return {
    _id: row.id,
    ref: row.ref,
    client: row.clientId,
    service: row.service as ServiceKey,
    area: row.area,
    budget: row.budget,
    desc: row.desc,
    photos: row.photos.map(fileUrl),
    designSent: row.designs.map(fileUrl),
    designSelected: row.designSelected,
    quotationSent: row.quotationSent,
    visibleToclient: row.visibleToClient,
    allocatedQuotations: shown.map((a) => a.id),
    allocatedServicePartners: shown.map((a) => a.partnerId),
    selectedQuotation: row.selectedQuotation,
    selectedServicePartner: row.selectedPartnerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    workflow: workflowJson(row, allocations, shown),
  };
}
