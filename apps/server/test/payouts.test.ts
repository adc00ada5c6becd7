import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { Payouts } from '@greenscape/shared/schemas/payments';
import { auditEvents, notifications, payouts } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, recordPayout, type PickedProject } from './helpers/workflow-fixtures';

// The selected partner's payouts (docs/product.md#payments): the team records what the company
// paid it, never more than its own quotation's total; the partner and the team read them, the
// customer never does.

describe('the partner payouts', () => {
  let t: TestApp;
  let p: PickedProject;
  const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });
  type Who = { cookies: Record<string, string> } | null;
  const call = (method: 'GET' | 'POST', who: Who, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/projects/${p.projectId}/payouts`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
  const payout = { amount: 1000, method: 'bank-transfer', reference: 'NEFT 77', paidOn: '' };

  beforeAll(async () => {
    t = await createTestApp();
    // The customer pays the final cost (₹90,000); the partner quoted ₹25 a sq ft for 100 sq ft.
    p = await pickedProject(t.app, { finalCosting: 90000 });
    payout.paidOn = indiaToday();
  });
  afterAll(() => t.close());

  it("starts at the partner's own total, nothing paid", async () => {
    const res = await call('GET', p.partner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 2500, paid: 0, balance: 2500, entries: [] });
    expect((await call('GET', p.admin)).json()).toEqual(res.json());
  });

  it('records a payout: the partner is told, the trail has it, the balance goes down', async () => {
    const res = await call('POST', p.admin, payout);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      amount: 1000,
      method: 'bank-transfer',
      reference: 'NEFT 77',
      paidOn: indiaToday(),
      createdAt: expect.any(String),
    });
    const second = await recordPayout(t.app, p.projectId, 499.99);
    const after = (await call('GET', p.partner)).json<Payouts>();
    expect(after).toMatchObject({ total: 2500, paid: 1499.99, balance: 1000.01 });
    // Newest first.
    expect(after.entries.map((e) => e._id)).toEqual([second._id, res.json()._id]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, p.partner.id),
          eq(notifications.messageKey, 'notifyPayoutRecorded'),
        ),
      );
    expect(told).toHaveLength(2);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.projectId, p.projectId),
          eq(auditEvents.route, 'POST /api/projects/:projectId/payouts'),
        ),
      );
    expect(audit.map((a) => [a.actorRole, a.statusCode])).toEqual([
      ['admin', 201],
      ['admin', 201],
    ]);
  });

  it('refuses more than the balance, a day in the future or before the pick, and amounts that are not money (400)', async () => {
    const tomorrow = new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + 24 * 3600_000)
      .toISOString()
      .slice(0, 10);
    const sent = [
      [{ ...payout, amount: 1000.02 }, 'payoutOverBalance'],
      [{ ...payout, paidOn: tomorrow }, 'paymentDateInFuture'],
      // The partner was picked today: no payout for this job can be older.
      [{ ...payout, paidOn: '2024-01-15' }, 'paymentDateBeforePick'],
      [{ ...payout, amount: 0 }, 'paymentAmountInvalid'],
      [{ ...payout, amount: -5 }, 'paymentAmountInvalid'],
      [{ ...payout, amount: 1.234 }, 'paymentAmountInvalid'],
      [{ ...payout, method: 'gold' }, 'paymentMethodInvalid'],
    ] as const;
    for (const [body, code] of sent) {
      const res = await call('POST', p.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(refusal(code));
    }
    const rows = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.projectId, p.projectId));
    expect(rows).toHaveLength(2);
    const rest = await call('POST', p.admin, { ...payout, amount: 1000.01 });
    expect(rest.statusCode).toBe(201);
    expect((await call('GET', p.admin)).json()).toMatchObject({ paid: 2500, balance: 0 });
  });

  it('refuses the customer (403), a partner not selected (404) and everyone but the team writing', async () => {
    expect((await call('GET', p.customer)).statusCode).toBe(403);
    expect((await call('POST', p.customer, payout)).statusCode).toBe(403);
    expect((await call('POST', p.partner, payout)).statusCode).toBe(403);
    expect((await call('GET', p.otherPartner)).statusCode).toBe(404);
    expect((await call('POST', p.otherPartner, payout)).statusCode).toBe(403);
    expect((await call('GET', null)).statusCode).toBe(401);
    const other = await pickedProject(t.app);
    expect((await call('GET', other.partner)).statusCode).toBe(404);
  });
});
