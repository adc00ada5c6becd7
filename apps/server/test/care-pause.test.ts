import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import { readLedger } from '../src/modules/payments/ledger';
import { activePlan, careRows, india, paidAndCompleted } from './helpers/care-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { recordPayment, type PickedProject } from './helpers/workflow-fixtures';

// A paused plan (docs/decisions/0012-care-fees-in-the-ledger.md): its later visits wait, neither
// missed nor cancelled, and it adds no fee; paying resumes it, brings the waiting visits back on
// the days after, and the month begun meanwhile joins the ledger with 15 days from the resumption.
// The plan began 40 days ago, so that the payment's own resumption (today, as a payment is made)
// falls in its second month.

const today = indiaDay(new Date());
const start = addDays(today, -40);
const secondMonth = addMonths(start, 1);

describe('a paused care plan', () => {
  let t: TestApp;
  let p: PickedProject;

  const { plan, visits, fees } = careRows(
    () => t.app,
    () => p.projectId,
  );

  beforeAll(async () => {
    t = await createTestApp();
    p = await paidAndCompleted(t.app);
    await activePlan(
      t.app,
      p,
      { startOn: start, months: 3, visitsPerMonth: 2, monthlyFee: 1500 },
      india(start, 9),
    );
  });
  afterAll(() => t.close());

  it('keeps its later visits waiting and adds no fee while paused', async () => {
    const first = (await visits())[0]!;
    expect(first.on).toBe(start);
    await t.app.sweepCare(india(addDays(start, 1), 1));
    expect((await visits())[0]!.status).toBe('missed');

    const paused = await t.app.sweepCare(india(addDays(start, 15), 1));
    expect(paused.paused).toBe(1);
    // The second month begins while the plan is paused: no fee for it, and the visits whose day
    // passed are neither missed nor cancelled.
    const counts = await t.app.sweepCare(india(addDays(secondMonth, 2), 1));
    expect(counts).toMatchObject({ fees: 0, missed: 0 });
    expect((await fees()).map((f) => f.month)).toEqual([0]);
    const waiting = (await visits()).filter((v) => v.on < addDays(secondMonth, 2));
    expect(waiting.map((v) => v.status)).toEqual(['missed', 'scheduled', 'scheduled']);
    expect((await readLedger(t.app, p.projectId)).careFees).toBe(1500);
  });

  it('resumes when paid: the waiting visits come back on the days after, the month begun joins', async () => {
    const before = await visits();
    const waitingIds = before
      .filter((v) => v.status === 'scheduled' && v.on < today)
      .map((v) => v.id);
    expect(waitingIds.length).toBeGreaterThanOrEqual(2);

    await recordPayment(t.app, p.projectId, 1500);
    expect((await plan()).status).toBe('active');
    const after = await visits();
    const back = after.filter((v) => waitingIds.includes(v.id)).map((v) => v.on);
    expect(back).toEqual(waitingIds.map((_, i) => addDays(today, i + 1)));
    expect(after.filter((v) => v.status === 'scheduled' && v.on < today)).toEqual([]);

    // The second month's fee joins now, its 15 days running from today, not from its first day.
    const added = await fees();
    expect(added.map((f) => [f.month, f.startsOn, f.dueFrom])).toEqual([
      [0, start, start],
      [1, secondMonth, today],
    ]);
    const ledger = await readLedger(t.app, p.projectId);
    expect(ledger.careFees).toBe(3000);
    expect(ledger.outstanding).toBe(1500);
    expect(ledger.due).toMatchObject({ amount: 1500, careFee: { month: 2, from: secondMonth } });

    expect((await t.app.sweepCare(india(addDays(today, 14), 1))).paused).toBe(0);
    expect((await t.app.sweepCare(india(addDays(today, 15), 1))).paused).toBe(1);
  });

  it('runs past its last day until the visits its resumption moved there are done or missed', async () => {
    // A one-month plan whose last day is today: its waiting visit comes back tomorrow.
    const q = await paidAndCompleted(t.app);
    const rows = careRows(
      () => t.app,
      () => q.projectId,
    );
    const begun = addMonths(addDays(today, 1), -1);
    await activePlan(
      t.app,
      q,
      { startOn: begun, months: 1, visitsPerMonth: 2, monthlyFee: 1500 },
      india(begun, 9),
    );
    expect((await rows.plan()).endsOn).toBe(today);
    await t.app.sweepCare(india(addDays(begun, 1), 1));
    expect((await t.app.sweepCare(india(addDays(begun, 15), 1))).paused).toBe(1);
    await recordPayment(t.app, q.projectId, 1500);
    const moved = (await rows.visits()).filter((v) => v.status === 'scheduled');
    expect(moved.map((v) => v.on)).toEqual([addDays(today, 1)]);

    // Tomorrow, after its last day, the plan still runs: the partner may log the moved visit.
    expect((await t.app.sweepCare(india(addDays(today, 1), 1))).ended).toBe(0);
    expect((await rows.plan()).status).toBe('active');
    // The day after, the visit was missed, and the plan ends.
    const after = await t.app.sweepCare(india(addDays(today, 2), 1));
    expect(after).toMatchObject({ missed: 1, ended: 1 });
    expect((await rows.plan()).status).toBe('ended');
  });
});
