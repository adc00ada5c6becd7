import { asc, desc, eq } from 'drizzle-orm';
import { feeStandings } from '@greenscape/shared/care-fees';
import { seasonOf, taskByKey, tasksFor } from '@greenscape/shared/care/season-tasks';
import type { Language } from '@greenscape/shared/language';
import { paiseToRupees } from '@greenscape/shared/money';
import type { CarePlan, CareVisit } from '@greenscape/shared/schemas/care-plan';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { carePlans, careVisits, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import {
  customerMoneyColumns,
  customerMoneyFrom,
  ledgerLinesFrom,
  milestonePlanColumn,
} from '../kernel';

export type PlanRow = typeof carePlans.$inferSelect;
export type VisitRow = typeof careVisits.$inferSelect;

/** The project's plan as the answers give it: its latest, whatever became of it. */
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
export function visitJson(row: VisitRow, service: ServiceKey, language: Language): CareVisit {
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

/** The project's facts a plan's answer needs: its service, and its ledger for the fees. */
export async function planFacts(db: Database, projectId: string) {
  const [head] = await db
    .select({
      service: projects.service,
      status: projects.status,
      ...customerMoneyColumns,
      plan: milestonePlanColumn,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!head) {
    throw notFound();
  }
  const money = customerMoneyFrom(head);
  const lines = ledgerLinesFrom(head.plan, head.status, { careFees: [] });
  return {
    service: head.service as ServiceKey,
    money,
    /** Every fee of the project, paid, due or later, as the ledger counts them. */
    fees: feeStandings(lines, money.careFees, money.paidPaise),
  };
}

/** The plan with its visits and the fees it added (`fees` of the project's every plan). */
export async function readPlan(
  db: Database,
  projectId: string,
  language: Language,
): Promise<CarePlan> {
  const plan = await latestPlan(db, projectId);
  if (!plan) {
    throw notFound();
  }
  return planAnswer(db, plan, language);
}

export async function planAnswer(db: Database, plan: PlanRow, language: Language) {
  const [visits, facts] = await Promise.all([
    db
      .select()
      .from(careVisits)
      .where(eq(careVisits.planId, plan.id))
      .orderBy(asc(careVisits.on), asc(careVisits.id)),
    planFacts(db, plan.projectId),
  ]);
  return {
    _id: plan.id,
    status: plan.status,
    visitsPerMonth: plan.visitsPerMonth,
    months: plan.months,
    monthlyFee: paiseToRupees(plan.monthlyFeePaise),
    startOn: plan.startOn,
    endsOn: plan.endsOn,
    visits: visits.map((v) => visitJson(v, facts.service, language)),
    fees: facts.fees
      .filter((f) => f.planId === plan.id)
      .map((f) => ({
        month: f.month,
        startsOn: f.startsOn,
        amount: paiseToRupees(f.amountPaise),
        status: f.status,
      })),
  } satisfies CarePlan;
}
