import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { payments } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { client, refusal, type Who } from './helpers/payment-calls';
import {
  completeAsTeam,
  pickedProject,
  receiptNo,
  recordPayment,
  reportPayment,
  type PickedProject,
} from './helpers/workflow-fixtures';

// What the customer's ledger refuses (docs/product.md#payments): amounts that are not money or
// more than is outstanding, a day to come, callers who may not; and the ledger before the pick,
// after completion and without UPI configured. The ledger's story is payments.test.ts's.

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);

describe('payments the ledger refuses', () => {
  let t: TestApp;
  let p: PickedProject;
  const call = client(
    () => t,
    () => p.projectId,
  );
  const ledger = async (who: Who = p.customer) => {
    const res = await call('GET', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ledger>();
  };
  const payment = { amount: 10000, method: 'upi', reference: 'UPI-4411', paidOn: indiaToday() };

  beforeAll(async () => {
    t = await createTestApp();
    // The default plan at the pick, ₹1,00,000, of which ₹25,000.50 is paid: ₹74,999.50 outstanding.
    p = await pickedProject(t.app, { finalCosting: 100000 });
    await recordPayment(t.app, p.projectId, 25000.5);
  });
  afterAll(() => t.close());

  it('refuses more than the outstanding, a future day and amounts that are not money (400)', async () => {
    const before = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.projectId, p.projectId));
    const sent = [
      [{ ...payment, amount: 74999.51 }, 'paymentOverOutstanding'],
      [{ ...payment, paidOn: dayAfter(indiaToday()) }, 'paymentDateInFuture'],
      [{ ...payment, amount: 0 }, 'paymentAmountInvalid'],
      [{ ...payment, amount: -100 }, 'paymentAmountInvalid'],
      [{ ...payment, amount: 10.005 }, 'paymentAmountInvalid'],
      [{ ...payment, amount: 1e-9 }, 'paymentAmountInvalid'],
      [{ ...payment, amount: '100' }, 'paymentAmountInvalid'],
      [{ ...payment, amount: 1e9 }, 'paymentAmountTooLarge'],
      [{ ...payment, method: 'bitcoin' }, 'paymentMethodInvalid'],
      [{ ...payment, paidOn: '2026-02-30' }, 'paymentDateInvalid'],
      [{ ...payment, paidOn: '1999-12-31' }, 'paymentDateInvalid'],
      [{ ...payment, reference: 'x'.repeat(101) }, 'paymentReferenceInvalid'],
      // PostgreSQL cannot store U+0000; plugins/json-body.ts refuses it for every route.
      [{ ...payment, reference: 'UPI\u0000123' }, 'textWithNul'],
    ] as const;
    for (const who of [p.customer, p.admin]) {
      for (const [body, code] of sent) {
        const res = await call('POST', who, '', body);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(res.json().code, JSON.stringify(body)).toBe(code);
      }
    }
    const after = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.projectId, p.projectId));
    expect(after).toEqual(before);
  });

  it('refuses callers who may not: the partner and the customer deciding 403, a stranger 404', async () => {
    const [entry] = (await ledger()).entries;
    expect((await call('GET', p.partner)).statusCode).toBe(403);
    expect((await call('POST', p.partner, '', payment)).statusCode).toBe(403);
    expect((await call('GET', p.otherPartner)).statusCode).toBe(403);
    const decide = await call('PUT', p.customer, `/${entry!._id}`, { status: 'confirmed' });
    expect(decide.statusCode).toBe(403);
    expect(
      (await call('PUT', p.partner, `/${entry!._id}`, { status: 'confirmed' })).statusCode,
    ).toBe(403);
    expect((await call('GET', null)).statusCode).toBe(401);
    const other = await pickedProject(t.app, { finalCosting: 20000 });
    expect((await call('GET', other.customer)).statusCode).toBe(404);
    expect((await call('POST', other.customer, '', payment)).statusCode).toBe(404);
    // A payment of another project, under this one's path, is not there.
    const theirs = await reportPayment(t.app, other, 1000);
    const crossed = await call('PUT', p.admin, `/${theirs._id}`, { status: 'confirmed' });
    expect(crossed.statusCode).toBe(404);
    const unknown = await call('PUT', p.admin, `/${crypto.randomUUID()}`, { status: 'confirmed' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('PUT', p.admin, '/not-a-uuid', { status: 'confirmed' })).statusCode).toBe(
      400,
    );
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, theirs._id));
    expect(row).toMatchObject({ status: 'reported', receiptNo: null });
  });
});

describe('payments before the pick, after completion, and without UPI configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no UPI link nor bank without their settings, and takes payments after completion', async () => {
    const p = await pickedProject(t.app, { finalCosting: 30000 });
    const call = client(
      () => t,
      () => p.projectId,
    );
    const start = (await call('GET', p.customer)).json<Ledger>();
    expect(start).toMatchObject({
      total: 30000,
      due: { num: 1, title: 'Booking advance', amount: 3000 },
      upi: null,
      bank: null,
    });
    await recordPayment(t.app, p.projectId, 3000);
    await completeAsTeam(t.app, p.projectId);
    // The job is over, its work never approved: what is left is owed, milestone by milestone.
    expect((await call('GET', p.customer)).json<Ledger>().due).toEqual({
      num: 2,
      title: 'Materials on site',
      amount: 12000,
      careFee: null,
    });
    const late = await call('POST', p.customer, '', {
      amount: 27000,
      method: 'bank-transfer',
      paidOn: indiaToday(),
    });
    expect(late.statusCode, late.body).toBe(201);
    const confirmed = await call('PUT', p.admin, `/${late.json()._id}`, { status: 'confirmed' });
    expect(confirmed.json()).toMatchObject({ receiptNo: receiptNo(2) });
    expect((await call('GET', p.customer)).json()).toMatchObject({ paid: 30000, outstanding: 0 });
  });

  it('has nothing to pay before the pick (409 to a payment, zeros in the ledger)', async () => {
    const p = await pickedProject(t.app);
    const { createProject } = await import('../src/modules/projects/steps/create-project');
    const project = await createProject({ app: t.app, caller: p.customer, address: '127.0.0.1' }, {
      service: 'landscaping',
      budget: '2-3L',
      desc: 'Not picked yet',
    } as Parameters<typeof createProject>[1]);
    const call = client(
      () => t,
      () => project.id,
    );
    const res = await call('POST', p.customer, '', {
      amount: 100,
      method: 'cash',
      paidOn: indiaToday(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('executionNotStarted'));
    expect((await call('GET', p.customer)).json()).toMatchObject({
      total: 0,
      paid: 0,
      outstanding: 0,
      due: null,
      upi: null,
      entries: [],
    });
  });
});
