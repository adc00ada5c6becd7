import { and, desc, eq, isNull, ne, not, or, sql, type Placeholder } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { PartnerProject, PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import type { ServiceKey } from '@greenscape/shared/services';
import { isQuotationWindowOpen } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { partnerQuotations, projects, quotationInvitations } from '../../db/schema/index';
import { literalLimit, prepared } from '../../db/prepared';
import { notFound } from '../../lib/errors';
import { beforePlaceholders, cursorParams, decodeCursor, pageOf } from '../../lib/keyset';
import {
  type Allocations,
  type ProjectRow,
  allocationsFrom,
  projectOf,
  projectWithFacts,
  withProjects,
  workflowStateFrom,
  workflowStateOf,
} from '../kernel';
import { partnerWorkflowJson } from './partner-workflow';
import { quotationWindowOpen } from '../quotations';

export function partnerProjectJson(
  row: ProjectRow,
  standing: PartnerStanding,
  allocations: Allocations,
  partnerId: string,
): PartnerProject {
  return {
    _id: row.id,
    ref: row.ref,
    service: row.service as ServiceKey,
    budget: row.budget,
    area: row.area,
    desc: row.desc,
    photos: row.photos.map(fileUrl),
    status: row.status,
    standing,
    createdAt: row.createdAt.toISOString(),
    quotationClosesAt: row.quotationWindowClosesAt?.toISOString() ?? null,
    workflow: partnerWorkflowJson(row, allocations, partnerId, standing),
  };
}

/** Where this partner stands on a project it was invited to. */
export async function standingOf(
  db: Database,
  row: ProjectRow,
  partnerId: string,
): Promise<PartnerStanding> {
  if (row.selectedPartnerId === partnerId) {
    return 'selected';
  }
  const [applied] = await db
    .select({ id: partnerQuotations.id })
    .from(partnerQuotations)
    .where(
      and(eq(partnerQuotations.projectId, row.id), eq(partnerQuotations.partnerId, partnerId)),
    );
  if (applied) {
    return standingInTab(row, applied.id, partnerId);
  }
  return isQuotationWindowOpen(await workflowStateOf(db, row)) ? 'open' : 'closed';
}

/**
 * A project shared with the partner as its page shows it: the row, the partner's standing
 * (as standingOf works it out) and the facts, in one prepared statement (it
 * was two to four round trips). 404 for a project not shared with the partner, so its existence
 * stays unknown.
 */
export async function invitedProjectPage(
  db: Database,
  projectId: string,
  partnerId: string,
): Promise<{
  row: ProjectRow;
  standing: PartnerStanding;
  allocations: Allocations;
}> {
  const partner = sql.placeholder('partnerId');
  const [found] = await prepared(db, 'partner_project_page', (d) =>
    d
      .select({
        ...projectWithFacts,
        appliedId: sql<string | null>`(select q.id from partner_quotations q
          where q.project_id = "projects"."id" and q.partner_id = ${partner})`,
      })
      .from(projects)
      .innerJoin(quotationInvitations, sharedWith(partner))
      .where(eq(projects.id, sql.placeholder('projectId')))
      .prepare('partner_project_page'),
  ).execute({ projectId, partnerId });
  if (!found) {
    throw notFound();
  }
  const row = projectOf(found);
  const allocations = allocationsFrom(found, row.id);
  const standing =
    row.selectedPartnerId === partnerId || found.appliedId
      ? standingInTab(row, found.appliedId, partnerId)
      : isQuotationWindowOpen(workflowStateFrom(row, allocations))
        ? 'open'
        : 'closed';
  return { row, standing, allocations };
}

/**
 * Whether the invitation link still shows the project (its photos, the chosen design): while the
 * partner may quote, has a quotation in the running, or won. A lost bid or a closed window shows
 * nothing more: the customer's photos are not a loser's to keep.
 */
export const invitationShowsProject = (standing: PartnerStanding) =>
  standing === 'open' || standing === 'applied' || standing === 'selected';

export const standingMessages: Record<PartnerStanding, string> = {
  open: messages.standingOpen,
  applied: messages.alreadyApplied,
  selected: messages.standingSelected,
  'not-selected': messages.standingNotSelected,
  closed: messages.quotationWindowExpired,
};

/**
 * Where a partner stands on a row of its tabs, from the row alone: the New tab holds only open,
 * unapplied projects, and the joined quotation says whether it applied. A quotation is lost once
 * the customer picked another; release (Proceed) needs every quotation costed
 * (canProceed in packages/shared/src/workflow.ts), so a released project always shows the
 * partner's, and the pick is the one moment a bid is lost.
 */
function standingInTab(
  row: ProjectRow,
  quotationId: string | null,
  partnerId: string,
): PartnerStanding {
  if (row.selectedPartnerId === partnerId) {
    return 'selected';
  }
  if (quotationId) {
    return row.selectedQuotation === null ? 'applied' : 'not-selected';
  }
  return 'open';
}

/** Joins a project to its invitation of this partner: what the partner may see at all. */
export function sharedWith(partnerId: string | Placeholder) {
  return and(
    eq(quotationInvitations.projectId, projects.id),
    eq(quotationInvitations.partnerId, partnerId),
  );
}

type PartnerTab = 'new' | 'inprogress' | 'completed';

function tabStatement(db: Database, tab: PartnerTab, limit: number) {
  const partnerId = sql.placeholder('partnerId');
  // A lost bid (another partner's quotation was picked) leaves In Progress for Completed, where
  // its card says 'Not chosen': the partner's work on it is over either way.
  const lost = and(
    sql`${partnerQuotations.id} is not null`,
    sql`${projects.selectedPartnerId} is not null`,
    ne(projects.selectedPartnerId, partnerId),
  );
  const where =
    tab === 'new'
      ? and(isNull(partnerQuotations.id), quotationWindowOpen(sql.placeholder('now')))
      : tab === 'inprogress'
        ? and(
            sql`${partnerQuotations.id} is not null`,
            ne(projects.status, 'Completed'),
            not(lost!),
          )
        : or(
            and(eq(projects.status, 'Completed'), eq(projects.selectedPartnerId, partnerId)),
            lost,
          );
  return db
    .select({ ...projectWithFacts, quotationId: partnerQuotations.id })
    .from(projects)
    .innerJoin(quotationInvitations, sharedWith(partnerId))
    .leftJoin(
      partnerQuotations,
      and(eq(partnerQuotations.projectId, projects.id), eq(partnerQuotations.partnerId, partnerId)),
    )
    .where(and(where, beforePlaceholders(projects.createdAt, projects.id)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(literalLimit(limit))
    .prepare(`partner_tab_${tab}_${limit}`);
}

/**
 * A partner's tabs (docs/product.md#workflow): New = shared with it, still open, not applied; In
 * Progress = applied or selected, not completed, not lost; Completed = completed and selected, or
 * lost to another partner's quotation
 * (docs/decisions/0008-lost-bids-and-the-end-of-a-quotation.md).
 */
export async function partnerTab(
  db: Database,
  partnerId: string,
  tab: PartnerTab,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await prepared(db, `partner_tab_${tab}_${limit + 1}`, (d) =>
    tabStatement(d, tab, limit + 1),
  ).execute({
    partnerId,
    now: new Date().toISOString(),
    ...cursorParams(decodeCursor(cursor)),
  });
  const paged = pageOf(withProjects(rows), limit);
  return {
    items: paged.items.map(({ read, project }) =>
      partnerProjectJson(
        project,
        standingInTab(project, read.quotationId, partnerId),
        allocationsFrom(read, project.id),
        partnerId,
      ),
    ),
    next: paged.next,
  };
}
