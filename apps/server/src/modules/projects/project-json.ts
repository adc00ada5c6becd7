import { asc, sql } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Project, WorkflowState } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { ProjectStatus, WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { partnerQuotations, quotationTemplates } from '../../db/schema/index';
import { executionFactsOf, noExecution, type ExecutionFacts } from '../execution/execution-facts';
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

// Quotation numbers are 1 to 3 (partner_quotations_num_check), so 0 marks the template's row.
const templateMark = 0;

/** The allocations of several projects; a project with neither template nor quotation is absent. */
export async function allocationsOf(
  db: Database,
  projectIds: string[],
): Promise<Map<string, Allocations>> {
  const byProject = new Map<string, Allocations>();
  if (projectIds.length === 0) {
    return byProject;
  }
  const rows = await prepared(db, 'allocations_of', (d) =>
    d
      .select({
        projectId: partnerQuotations.projectId,
        id: partnerQuotations.id,
        partnerId: partnerQuotations.partnerId,
        num: partnerQuotations.num,
        finalized: partnerQuotations.finalized,
      })
      .from(partnerQuotations)
      .where(sql`${partnerQuotations.projectId} = any(${sql.placeholder('ids')}::uuid[])`)
      .unionAll(
        d
          .select({
            projectId: quotationTemplates.projectId,
            id: quotationTemplates.id,
            // Not read: the template's row only marks that the template exists.
            partnerId: quotationTemplates.projectId,
            num: sql<number>`${sql.raw(String(templateMark))}`.mapWith(Number),
            finalized: sql<boolean>`false`,
          })
          .from(quotationTemplates)
          .where(sql`${quotationTemplates.projectId} = any(${sql.placeholder('ids')}::uuid[])`),
      )
      // A union is ordered by its output columns: the 4th is num.
      .orderBy(asc(sql`4`))
      .prepare('allocations_of'),
  ).execute({ ids: projectIds });
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    if (row.num === templateMark) {
      list.hasTemplate = true;
    } else {
      list.push(row);
    }
    byProject.set(row.projectId, list);
  }
  // The job after the pick (issue 20): only a picked project has a visit or a plan, and a picked
  // project always has a finalised quotation, so the others cost no further read.
  const picked = [...byProject].filter(([, list]) => list.some((a) => a.finalized));
  const facts = await executionFactsOf(
    db,
    picked.map(([id]) => id),
  );
  for (const [id, list] of picked) {
    list.execution = facts.get(id);
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
    status: row.status as ProjectStatus,
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
  // The customer sees only released, finalised quotations (issue 16 B4): never one without its
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
    status: row.status as ProjectStatus,
    createdAt: row.createdAt.toISOString(),
    workflow: workflowJson(row, allocations, shown),
  };
}
