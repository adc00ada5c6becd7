import { desc, eq, sql } from 'drizzle-orm';
import { feeStandings } from '@greenscape/shared/care-fees';
import { seasonOf, taskByKey, tasksFor } from '@greenscape/shared/care/season-tasks';
import type { Language } from '@greenscape/shared/language';
import { paiseToRupees } from '@greenscape/shared/money';
import type { CarePlan, CareVisit } from '@greenscape/shared/schemas/care-plan';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { carePlans, type careVisits, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import {
  customerMoneyColumns,
  customerMoneyFrom,
  ledgerLinesFrom,
  milestonePlanColumn,
  outerProjectId,
} from '../kernel';

export type PlanRow = typeof carePlans.$inferSelect;
type VisitFields = Pick<
  typeof careVisits.$inferSelect,
  'id' | 'on' | 'status' | 'log' | 'photos' | 'doneAt'
>;

/** The project's latest plan, whatever became of it: the one its answers give. */
export async function latestPlan(db: Database, projectId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(carePlans)
    .where(eq(carePlans.projectId, projectId))
    .orderBy(desc(carePlans.createdAt), desc(carePlans.id))
    .limit(1);
  return row;
}

/**
 * A visit's checklist: what it logged, once done; else the tasks of the project's service in the
 * season of the visit's day (packages/shared/src/care/season-tasks.ts), in the reader's language.
 */
export function visitJson(row: VisitFields, service: ServiceKey, language: Language): CareVisit {
  const label = (key: string) => taskByKey(key)?.[language] ?? key;
  const checklist = row.log
    ? row.log.tasks.map((t) => ({ key: t.key, label: label(t.key), done: t.done }))
    : tasksFor(service, row.on).map((t) => ({ key: t.key, label: t[language], done: false }));
  return {
    _id: row.id,
    on: row.on,
    status: row.status,
    season: seasonOf(row.on),
    checklist,
    log:
      row.log && row.doneAt
        ? {
            notes: row.log.notes,
            photos: row.photos.map(fileUrl),
            doneAt: row.doneAt.toISOString(),
          }
        : null,
  };
}

const latestPlanId = sql`(select cp.id from care_plans cp where cp.project_id = ${outerProjectId}
  order by cp.created_at desc, cp.id desc limit 1)`;

type PlanTuple = [
  id: string,
  status: PlanRow['status'],
  visitsPerMonth: number,
  months: number,
  monthlyFeePaise: number | string,
  startOn: string,
  endsOn: string,
];
export type VisitTuple = [
  id: string,
  on: string,
  status: VisitFields['status'],
  log: VisitFields['log'],
  photos: string[],
  doneAt: string | null,
];

/**
 * The visits of a subquery over `care_visits v`, by day, as tuples (one JSON value: a list read in
 * the same statement as its project); `visitOf` reads one back.
 */
export const visitTuples = sql`json_agg(json_build_array(v.id, v."on", v.status, v.log, v.photos,
  v.done_at) order by v."on", v.id)`;

export function visitOf([id, on, status, log, photos, doneAt]: VisitTuple): VisitFields {
  return { id, on, status, log, photos, doneAt: doneAt === null ? null : new Date(doneAt) };
}

/**
 * A plan's page in one prepared statement (each round trip, and planning the statement anew,
 * cost more than the rows): the project's service and ledger, its latest plan and its visits.
 * Outside transactions only (db/prepared.ts): the steps read it after they commit.
 */
function planHead(db: Database, projectId: string) {
  return prepared(db, 'care_plan_head', (d) =>
    d
      .select({
        service: projects.service,
        status: projects.status,
        ...customerMoneyColumns,
        milestonePlan: milestonePlanColumn,
        plan: sql<PlanTuple | null>`(select json_build_array(cp.id, cp.status, cp.visits_per_month,
        cp.months, cp.monthly_fee_paise, cp.start_on, cp.ends_on)
        from care_plans cp where cp.id = ${latestPlanId})`,
        visits: sql<VisitTuple[] | null>`(select ${visitTuples}
        from care_visits v where v.plan_id = ${latestPlanId})`,
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare('care_plan_head'),
  ).execute({ id: projectId });
}

type Head = Awaited<ReturnType<typeof planHead>>[number];

/** Every fee of the project, paid, due or later, as the ledger counts them. */
function feesOf(head: Pick<Head, keyof typeof customerMoneyColumns | 'milestonePlan' | 'status'>) {
  const money = customerMoneyFrom(head);
  const lines = ledgerLinesFrom(head.milestonePlan, head.status, { careFees: [] });
  return feeStandings(lines, money.careFees, money.paidPaise);
}

/** The fees of a project's plans as they stand (the sweep's pause and resumption read them). */
export async function feesOfProject(db: Database, projectId: string) {
  const [head] = await db
    .select({
      status: projects.status,
      ...customerMoneyColumns,
      milestonePlan: milestonePlanColumn,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!head) {
    throw notFound();
  }
  return feesOf(head);
}

/**
 * The project's latest plan with its visits and the fees it added (none for the partner, by
 * `viewer`'s role); 404 while it has none.
 */
export async function readPlan(
  db: Database,
  projectId: string,
  language: Language,
  viewer: string,
): Promise<CarePlan> {
  const [head] = await planHead(db, projectId);
  if (!head?.plan) {
    throw notFound();
  }
  const [id, status, visitsPerMonth, months, monthlyFeePaise, startOn, endsOn] = head.plan;
  const service = head.service as ServiceKey;
  return {
    _id: id,
    status,
    visitsPerMonth,
    months,
    monthlyFee: paiseToRupees(Number(monthlyFeePaise)),
    startOn,
    endsOn,
    visits: (head.visits ?? []).map((tuple) => visitJson(visitOf(tuple), service, language)),
    // What the customer has paid is the customer's and the team's (the ledger's readers), not the
    // partner's: the partner's answer has no fees.
    fees: (viewer === 'service-provider' ? [] : feesOf(head))
      .filter((f) => f.planId === id)
      .map((f) => ({
        month: f.month,
        startsOn: f.startsOn,
        amount: paiseToRupees(f.amountPaise),
        status: f.status,
      })),
  };
}
