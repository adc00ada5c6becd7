import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@greenscape/shared/care-rules';
import { seasonOf } from '@greenscape/shared/care/season-tasks';
import { addDays } from '@greenscape/shared/warranty-rules';
import { careFees, careVisits, notifications } from '../src/db/schema/index';
import { pdfText } from './helpers/pdf-text';
import { readLedger } from '../src/modules/payments/ledger';
import { createTestApp, type TestApp } from './helpers/test-app';
import { activePlan, careRows, india, paidAndCompleted } from './helpers/care-fixtures';
import { as, recordPayment, type PickedProject } from './helpers/workflow-fixtures';
import { changeVisit } from '../src/modules/care/steps/change-visit';
import { decidePlan } from '../src/modules/care/steps/decide-plan';

// The care plans' sweep (modules/care/care-sweep.ts) at chosen moments: each month's fee, the
// pause 15 days into an unpaid month and the resumption once paid, the reminder the day before a
// visit, the mark of a visit missed at the end of its India day, and the plan's end.

const start = '2027-05-31';

describe('the care sweep', () => {
  let t: TestApp;
  let p: PickedProject;

  const told = async (kind: string) =>
    (
      await t.app.database.db
        .select({ role: notifications.recipientRole })
        .from(notifications)
        .where(and(eq(notifications.projectId, p.projectId), eq(notifications.kind, kind)))
    ).map((n) => n.role);
  const { plan, visits } = careRows(
    () => t.app,
    () => p.projectId,
  );

  beforeAll(async () => {
    t = await createTestApp();
    p = await paidAndCompleted(t.app);
    // Accepted on its first day, two visits a month for two months, from the last day of May.
    await activePlan(
      t.app,
      p,
      { startOn: start, months: 2, visitsPerMonth: 2, monthlyFee: 1500 },
      india(start, 9),
    );
  });
  afterAll(() => t.close());

  it('takes each visit season from its India day: the last day of May is summer, June monsoon', async () => {
    const [first, second] = await visits();
    expect(first!.on).toBe(start);
    expect(seasonOf(first!.on)).toBe('summer');
    // 31 May + half of the 30 days to 30 June.
    expect(second!.on).toBe('2027-06-15');
    expect(seasonOf(second!.on)).toBe('monsoon');
  });

  it('marks a visit missed only once its India day is over, and tells the team once', async () => {
    // 23:59 in India on the visit's day is 18:29 UTC: not yet missed.
    await t.app.sweepCare(new Date(`${start}T18:29:00Z`));
    expect((await visits())[0]!.status).toBe('scheduled');
    const counts = await t.app.sweepCare(new Date(`${start}T18:30:00Z`));
    expect(counts.missed).toBe(1);
    expect((await visits())[0]!.status).toBe('missed');
    await t.app.sweepCare(new Date(`${start}T19:30:00Z`));
    const missedNotices = await told('Care visit');
    expect(missedNotices.length).toBeGreaterThan(0);
    expect(missedNotices.every((r) => r === 'admin')).toBe(true);
    const afterTwo = await told('Care visit');
    await t.app.sweepCare(new Date(`${start}T20:30:00Z`));
    expect(await told('Care visit')).toEqual(afterTwo);
  });

  it('reminds the customer and the partner the day before a visit, once', async () => {
    const before = (await told('Care visit')).length;
    await t.app.sweepCare(india('2027-06-14', 8));
    await t.app.sweepCare(india('2027-06-14', 20));
    const reminders = (await told('Care visit')).slice(before);
    expect(reminders.sort()).toEqual(['service-provider', 'user']);
  });

  it('pauses the plan 15 days into an unpaid month, refuses its visits, and resumes when paid', async () => {
    const day14 = addDays(start, 14);
    expect((await t.app.sweepCare(india(day14, 12))).paused).toBe(0);
    const counts = await t.app.sweepCare(india(addDays(start, 15), 1));
    expect(counts.paused).toBe(1);
    expect((await plan()).status).toBe('paused');
    expect(new Set(await told('Care plan'))).toEqual(
      new Set(['user', 'admin', 'service-provider']),
    );
    const [, second] = await visits();
    const refused = changeVisit(
      { ...as(t.app, p.partner), language: 'en' },
      {
        projectId: p.projectId,
        visitId: second!.id,
        change: { kind: 'log', log: { notes: '', tasks: [], photos: ['x'] } },
        now: india(second!.on, 10),
      },
    );
    await expect(refused).rejects.toMatchObject({ code: 'carePlanPaused' });

    const payment = await recordPayment(t.app, p.projectId, 1500);
    expect((await plan()).status).toBe('active');
    // The receipt, numbered in the same series, names the fee it went towards.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/payments/${payment._id}/receipt.pdf`,
      cookies: p.customer.cookies,
    });
    expect(receipt.statusCode).toBe(200);
    const text = (await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Care plan, month 1 (from ${start})`);
    expect(payment.receiptNo).toMatch(/^GS\/\d{4}-\d{2}\/\d{4}$/);
  });

  it("adds each month's fee once as the month begins, and ends the plan after its last day", async () => {
    const secondMonth = addMonths(start, 1);
    await t.app.sweepCare(india(addDays(secondMonth, -1), 12));
    expect(
      await t.app.database.db.select().from(careFees).where(eq(careFees.projectId, p.projectId)),
    ).toHaveLength(1);
    await t.app.sweepCare(india(secondMonth, 1));
    await t.app.sweepCare(india(secondMonth, 2));
    const fees = await t.app.database.db
      .select()
      .from(careFees)
      .where(eq(careFees.projectId, p.projectId));
    expect(fees.map((f) => [f.month, f.startsOn, f.amountPaise])).toEqual([
      [0, start, 150_000],
      [1, secondMonth, 150_000],
    ]);
    const ledger = await readLedger(t.app, p.projectId);
    expect(ledger.due).toMatchObject({ num: 102, amount: 1500 });

    const endsOn = (await plan()).endsOn;
    await t.app.sweepCare(india(endsOn, 12));
    expect((await plan()).status).not.toBe('ended');
    await t.app.sweepCare(india(addDays(endsOn, 1), 1));
    expect((await plan()).status).toBe('ended');
    // No fee after the end.
    await t.app.sweepCare(india(addMonths(start, 3), 1));
    expect(
      await t.app.database.db.select().from(careFees).where(eq(careFees.projectId, p.projectId)),
    ).toHaveLength(2);
  });
});

describe('the development route that lets a care plan’s days go by', () => {
  let t: TestApp;
  let p: PickedProject;

  beforeAll(async () => {
    t = await createTestApp();
    p = await paidAndCompleted(t.app);
  });
  afterAll(() => t.close());

  it('moves a running plan 50 days back and sweeps: visits missed, a late fee, the plan paused', async () => {
    const shift = (cookies: Record<string, string>, days: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dev/care-plan/${p.projectId}/shift`,
        cookies,
        payload: { days },
      });
    // No running plan yet: nothing to move.
    expect((await shift(p.admin.cookies, 50)).statusCode).toBe(409);
    await activePlan(t.app, p, { months: 3, visitsPerMonth: 2, monthlyFee: 1500 });
    await recordPayment(t.app, p.projectId, 1500);
    expect((await shift(p.customer.cookies, 50)).statusCode).toBe(401);
    expect((await shift(p.admin.cookies, 0)).statusCode).toBe(400);
    const swept = await shift(p.admin.cookies, 50);
    expect(swept.statusCode, swept.body).toBe(200);
    expect(swept.json()).toMatchObject({ fees: 1, paused: 1 });
    expect(swept.json().missed).toBeGreaterThanOrEqual(2);
    const plan = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/care-plan`,
      cookies: p.customer.cookies,
    });
    expect(plan.json().status).toBe('paused');
    expect(plan.json().fees.map((f: { status: string }) => f.status)).toEqual(['paid', 'due']);
  });
});

describe('a care plan cancelled', () => {
  let t: TestApp;
  let p: PickedProject;

  beforeAll(async () => {
    t = await createTestApp();
    p = await paidAndCompleted(t.app);
  });
  afterAll(() => t.close());

  it("leaves no visit scheduled, today's included, and adds no later fee", async () => {
    const day = '2027-03-01';
    await activePlan(t.app, p, { startOn: day, months: 2, visitsPerMonth: 1 }, india(day, 8));
    await decidePlan(
      { ...as(t.app, p.customer), language: 'en' },
      { projectId: p.projectId, decision: 'cancel', now: india(day, 10) },
    );
    await t.app.sweepCare(india(addDays(day, 1), 1));
    await t.app.sweepCare(india(addMonths(day, 1), 1));
    const left = await t.app.database.db
      .select()
      .from(careVisits)
      .where(eq(careVisits.projectId, p.projectId));
    expect(left.map((v) => v.status)).toEqual(['cancelled', 'cancelled']);
    const fees = await t.app.database.db
      .select()
      .from(careFees)
      .where(eq(careFees.projectId, p.projectId));
    expect(fees.map((f) => f.month)).toEqual([0]);
  });
});
