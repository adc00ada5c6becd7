import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { addDays } from '@greenscape/shared/warranty-rules';
import type { Language } from '@greenscape/shared/language';
import type { AfterCare, UpcomingCareVisit } from '@greenscape/shared/schemas/care-plan';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { careVisits, projects, users, warrantyClaims } from '../../db/schema/index';
import { outerProjectId } from '../kernel';
import { siteJson } from '../projects';
import { type VisitTuple, visitJson, visitOf, visitTuples } from './plan-json';

/** How far ahead the partner's list looks, today included (India days). */
const aheadDays = 7;
/** How far back the team's list of missed visits looks. */
const missedDays = 30;

/**
 * The picked partner's care visits of the next 7 days, of running plans, with each garden's whole
 * address: the partner does them (docs/product.md#care-plans), so it sees where to go. Prepared
 * (db/prepared.ts). It walks the partner's projects (projects_selected_partner_idx) and each one's
 * scheduled visits of the week (care_visits_project_scheduled_idx, migration 0029): joined in one
 * flat statement, PostgreSQL walked every partner's visits of the week instead.
 */
export async function upcomingVisits(
  db: Database,
  partnerId: string,
  today: string,
  language: Language,
): Promise<UpcomingCareVisit[]> {
  const projectsOfPartner = await prepared(db, 'care_upcoming', (d) =>
    d
      .select({
        project: {
          id: projects.id,
          ref: projects.ref,
          service: projects.service,
          siteAddress: projects.siteAddress,
          siteCity: projects.siteCity,
          sitePincode: projects.sitePincode,
          siteState: projects.siteState,
        },
        customerName: users.name,
        visits: sql<VisitTuple[] | null>`(select ${visitTuples}
          from care_visits v
          where v.project_id = ${outerProjectId} and v.status = 'scheduled'
            and v."on" >= ${sql.placeholder('from')} and v."on" <= ${sql.placeholder('to')}
            and exists (select 1 from care_plans c where c.id = v.plan_id and c.status = 'active'))`,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(eq(projects.selectedPartnerId, sql.placeholder('partner')))
      .prepare('care_upcoming'),
  ).execute({ partner: partnerId, from: today, to: addDays(today, aheadDays - 1) });
  const rows = projectsOfPartner.flatMap(({ project, customerName, visits }) =>
    (visits ?? []).map((tuple) => ({
      visit: visitOf(tuple),
      project,
      customerName,
    })),
  );
  rows.sort((a, b) => a.visit.on.localeCompare(b.visit.on) || a.visit.id.localeCompare(b.visit.id));
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
