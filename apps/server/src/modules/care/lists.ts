import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays } from '@greenscape/shared/warranty-rules';
import type { Language } from '@greenscape/shared/language';
import type { AfterCare, UpcomingCareVisit } from '@greenscape/shared/schemas/care-plan';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { carePlans, careVisits, projects, users, warrantyClaims } from '../../db/schema/index';
import { siteJson } from '../projects';
import { visitJson } from './plan-json';

/** How far ahead the partner's list looks, today included (India days). */
const aheadDays = 7;
/** How far back the team's list of missed visits looks. */
const missedDays = 30;

/**
 * The picked partner's care visits of the next 7 days, of running plans, with each garden's whole
 * address: the partner does them (docs/product.md#care-plans), so it sees where to go.
 */
export async function upcomingVisits(
  db: Database,
  partnerId: string,
  today: string,
  language: Language,
): Promise<UpcomingCareVisit[]> {
  const rows = await db
    .select({ visit: careVisits, project: projects, customerName: users.name })
    .from(careVisits)
    .innerJoin(carePlans, eq(carePlans.id, careVisits.planId))
    .innerJoin(projects, eq(projects.id, careVisits.projectId))
    .innerJoin(users, eq(users.id, projects.clientId))
    .where(
      and(
        eq(projects.selectedPartnerId, partnerId),
        eq(carePlans.status, 'active'),
        eq(careVisits.status, 'scheduled'),
        gte(careVisits.on, today),
        lte(careVisits.on, addDays(today, aheadDays - 1)),
      ),
    )
    .orderBy(asc(careVisits.on), asc(careVisits.id));
  return rows.map(({ visit, project, customerName }) => ({
    ...visitJson(visit, project.service as ServiceKey, language),
    projectId: project.id,
    projectRef: project.ref,
    customerName: customerName ?? '',
    site: siteJson(project, 'whole'),
  }));
}

/**
 * The back office's list of what waits after the handover: warranty claims not yet fixed
 * (oldest first) and care visits missed in the last 30 days (latest first).
 */
export async function afterCare(db: Database, today: string): Promise<AfterCare> {
  const [claims, missed] = await Promise.all([
    db
      .select({ claim: warrantyClaims, ref: projects.ref, customerName: users.name })
      .from(warrantyClaims)
      .innerJoin(projects, eq(projects.id, warrantyClaims.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(inArray(warrantyClaims.status, ['open', 'scheduled']))
      .orderBy(asc(warrantyClaims.createdAt), asc(warrantyClaims.id))
      .limit(100),
    db
      .select({ visit: careVisits, ref: projects.ref, customerName: users.name })
      .from(careVisits)
      .innerJoin(projects, eq(projects.id, careVisits.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(and(eq(careVisits.status, 'missed'), gte(careVisits.on, addDays(today, -missedDays))))
      .orderBy(desc(careVisits.on), asc(careVisits.id))
      .limit(100),
  ]);
  return {
    claims: claims.map(({ claim, ref, customerName }) => ({
      _id: claim.id,
      projectId: claim.projectId,
      projectRef: ref,
      customerName: customerName ?? '',
      text: claim.text,
      status: claim.status,
      visitOn: claim.visitOn,
      createdAt: claim.createdAt.toISOString(),
    })),
    missedVisits: missed.map(({ visit, ref, customerName }) => ({
      _id: visit.id,
      projectId: visit.projectId,
      projectRef: ref,
      customerName: customerName ?? '',
      on: visit.on,
    })),
  };
}
