import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import {
  careFees,
  carePlans,
  careVisits,
  notifications,
  warrantyClaims,
} from '../../src/db/schema/index';
import { openClaim } from '../../src/modules/warranty/steps/open-claim';
import { activePlan, paidAndCompleted } from '../helpers/care-fixtures';
import type { TestApp } from '../helpers/test-app';
import { instancesOnOneDatabase } from '../helpers/two-instances';

// PostgreSQL tier only: two app processes on one database both run the care and warranty sweeps
// every 50 ms (modules/care/care-sweep.ts, modules/warranty/warranty-sweep.ts) over a plan accepted
// 40 days ago with its first fee unpaid, a plan whose first visit is tomorrow, and a claim open
// for 49 hours. The second month's fee is added once, the plan paused once,
// each past visit marked missed once, the reminder of tomorrow's visit and of a warranty claim
// open 48 hours sent once: each is claimed
// by one conditional statement, an insert on a unique index or an UPDATE of rows in their old
// state.

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

describe('the care sweep with two instances', () => {
  let instances: Awaited<ReturnType<typeof instancesOnOneDatabase>> | undefined;
  let local: Omit<TestApp, 'close'>;

  beforeAll(async () => {
    instances = await instancesOnOneDatabase({
      name: 'care-sweep',
      env: { EXECUTION_SWEEP_SECONDS: '0.05' },
      // This process only builds the plans (through the real steps); it does not sweep.
      local: { EXECUTION_SWEEP_SECONDS: '3600' },
    });
    local = instances.local!;
  }, 120_000);

  afterAll(() => instances?.close());

  it('adds each fee, pauses, marks each missed visit and reminds once', async () => {
    const app = local.app;
    const { db } = local.database;
    const late = await paidAndCompleted(app);
    const started = daysAgo(40);
    await activePlan(
      app,
      late,
      { startOn: indiaDay(started), months: 3, visitsPerMonth: 4 },
      started,
    );
    // A warranty claim open for 49 hours (the warranty's own sweep, modules/warranty/).
    const claimed = await paidAndCompleted(app);
    const claim = await openClaim(
      { app, caller: claimed.customer, address: '127.0.0.1' },
      { projectId: claimed.projectId, text: 'The lawn has brown patches', photos: [] },
    );
    await db
      .update(warrantyClaims)
      .set({ updatedAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(warrantyClaims.id, claim._id));
    const soon = await paidAndCompleted(app);
    const tomorrow = addDays(indiaDay(new Date()), 1);
    await activePlan(app, soon, { startOn: tomorrow, months: 1, visitsPerMonth: 1 });

    const planOf = async (projectId: string) =>
      (await db.select().from(carePlans).where(eq(carePlans.projectId, projectId)))[0]!;
    const toldOf = (projectId: string, key: string) =>
      db
        .select({ role: notifications.recipientRole })
        .from(notifications)
        .where(and(eq(notifications.projectId, projectId), eq(notifications.messageKey, key)));
    const deadline = Date.now() + 30_000;
    while (
      ((await planOf(late.projectId)).status !== 'paused' ||
        (await toldOf(soon.projectId, 'notifyCareVisitTomorrow')).length < 2 ||
        (await toldOf(claimed.projectId, 'notifyClaimWaiting')).length === 0) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Both instances keep sweeping for a while longer: nothing more may happen.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect((await planOf(late.projectId)).status).toBe('paused');
    const fees = await db.select().from(careFees).where(eq(careFees.projectId, late.projectId));
    expect(fees.map((f) => f.month).sort()).toEqual([0, 1]);
    const paused = await toldOf(late.projectId, 'notifyCarePlanPaused');
    expect(paused.filter((n) => n.role === 'user')).toHaveLength(1);
    expect(paused.filter((n) => n.role === 'service-provider')).toHaveLength(1);

    const visits = await db
      .select()
      .from(careVisits)
      .where(eq(careVisits.projectId, late.projectId));
    const missed = visits.filter((v) => v.status === 'missed');
    const today = indiaDay(new Date());
    expect(missed.length).toBe(visits.filter((v) => v.on < today).length);
    expect(missed.length).toBeGreaterThan(4);
    const missedNotices = await toldOf(late.projectId, 'notifyCareVisitMissed');
    const adminCount = paused.filter((n) => n.role === 'admin').length;
    expect(adminCount).toBeGreaterThan(0);
    expect(missedNotices).toHaveLength(missed.length * adminCount);

    const waiting = await toldOf(claimed.projectId, 'notifyClaimWaiting');
    expect(waiting).toHaveLength(adminCount);

    const reminders = await toldOf(soon.projectId, 'notifyCareVisitTomorrow');
    expect(reminders.map((n) => n.role).sort()).toEqual(['service-provider', 'user']);
  }, 120_000);
});
