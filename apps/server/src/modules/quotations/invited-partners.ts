import { and, asc, eq, sql } from 'drizzle-orm';
import type { InvitedPartners } from '@greenscape/shared/schemas/admin';
import { isQuotationWindowOpen } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import {
  partnerQuotations,
  projects,
  quotationInvitations,
  serviceProviders,
} from '../../db/schema/index';
import { allocationsFrom, projectOf, projectWithFacts, workflowStateFrom } from '../kernel';

/**
 * The partners a project's quotation was shared with and where each is (quoted, with its number,
 * or not yet), with the window's closing time: what the Send Quotation tab shows once it is sent.
 * Those who quoted come first, in their quotations' order. Undefined for no such project.
 */
export async function invitedPartners(
  db: Database,
  projectId: string,
): Promise<InvitedPartners | undefined> {
  const [found] = await db
    .select(projectWithFacts)
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!found) {
    return undefined;
  }
  const row = projectOf(found);
  const invited = await db
    .select({
      id: serviceProviders.id,
      name: serviceProviders.name,
      phone: serviceProviders.phone,
      invitedAt: quotationInvitations.createdAt,
      num: partnerQuotations.num,
      sentAt: partnerQuotations.createdAt,
    })
    .from(quotationInvitations)
    .innerJoin(serviceProviders, eq(serviceProviders.id, quotationInvitations.partnerId))
    .leftJoin(
      partnerQuotations,
      and(
        eq(partnerQuotations.projectId, quotationInvitations.projectId),
        eq(partnerQuotations.partnerId, quotationInvitations.partnerId),
      ),
    )
    .where(eq(quotationInvitations.projectId, projectId))
    .orderBy(
      sql`${partnerQuotations.num} asc nulls last`,
      asc(serviceProviders.name),
      asc(serviceProviders.id),
    )
    .limit(200);
  return {
    closesAt: row.quotationWindowClosesAt?.toISOString() ?? null,
    open: isQuotationWindowOpen(workflowStateFrom(row, allocationsFrom(found, row.id))),
    partners: invited.map((p) => ({
      _id: p.id,
      name: p.name,
      phone: p.phone,
      invitedAt: p.invitedAt.toISOString(),
      quotation: p.num !== null && p.sentAt ? { num: p.num, sentAt: p.sentAt.toISOString() } : null,
    })),
  };
}
