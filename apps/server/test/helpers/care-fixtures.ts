import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { indiaDay } from '@greenscape/shared/gst';
import type { CarePlan } from '@greenscape/shared/schemas/care-plan';
import { careFees, carePlans, careVisits } from '../../src/db/schema/index';
import { decidePlan } from '../../src/modules/care/steps/decide-plan';
import { offerPlan, type PlanOffer } from '../../src/modules/care/steps/offer-plan';
import { readLedger } from '../../src/modules/payments/ledger';
import {
  anAdmin,
  as,
  completeAsTeam,
  pickedProject,
  recordPayment,
  type PickedProject,
} from './workflow-fixtures';

// Care plans reached by the real steps (apps/server/src/modules/care/steps/), for the tests of
// care and its sweep. `now` lets a test start a plan in the past, as the steps take it.

/** A picked project paid in full and completed without an override: nothing is owed. */
export async function paidAndCompleted(app: FastifyInstance): Promise<PickedProject> {
  const p = await pickedProject(app);
  const ledger = await readLedger(app, p.projectId);
  await recordPayment(app, p.projectId, ledger.outstanding);
  await completeAsTeam(app, p.projectId, { override: true });
  return p;
}

/** The team offers a plan (at `now`, today by default). */
export async function offeredPlan(
  app: FastifyInstance,
  projectId: string,
  offer: Partial<PlanOffer> = {},
  now: Date = new Date(),
): Promise<CarePlan> {
  return offerPlan(
    { ...as(app, await anAdmin(app)), language: 'en' },
    {
      projectId,
      offer: {
        visitsPerMonth: 4,
        months: 3,
        monthlyFee: 2000,
        startOn: indiaDay(now),
        ...offer,
      },
      now,
    },
  );
}

/** A plan offered and accepted at `now`: its visits scheduled, its first fee on the ledger. */
export async function activePlan(
  app: FastifyInstance,
  p: PickedProject,
  offer: Partial<PlanOffer> = {},
  now: Date = new Date(),
): Promise<CarePlan> {
  await offeredPlan(app, p.projectId, offer, now);
  return decidePlan(
    { ...as(app, p.customer), language: 'en' },
    { projectId: p.projectId, decision: 'accept', now },
  );
}

/** The moment a day begins in India, plus `hours`: the sweeps' tests run at chosen moments. */
export const india = (day: string, hours = 0) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + hours * 3600_000);

/**
 * A project's care rows as they stand: its plan, its visits by day, its fees by month (the app
 * and the project are given late, as a test's beforeAll makes them).
 */
export function careRows(app: () => FastifyInstance, projectId: () => string) {
  const db = () => app().database.db;
  return {
    plan: async () =>
      (await db().select().from(carePlans).where(eq(carePlans.projectId, projectId())))[0]!,
    visits: () =>
      db()
        .select()
        .from(careVisits)
        .where(eq(careVisits.projectId, projectId()))
        .orderBy(careVisits.on),
    fees: () =>
      db()
        .select()
        .from(careFees)
        .where(eq(careFees.projectId, projectId()))
        .orderBy(careFees.month),
  };
}
