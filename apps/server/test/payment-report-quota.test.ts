import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { WaitingPayment } from '@greenscape/shared/schemas/payments';
import { payments } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  confirmPayment,
  pickedProject,
  recordPayment,
  reportPayment,
} from './helpers/workflow-fixtures';

// Customers' payment reports over time (docs/product.md#payments): a quota an hour, and the
// team's list of those waiting, a page at a time. What the reports may add up to is
// payment-reports.test.ts's.

type Who = { cookies: Record<string, string> };
const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });

describe('the quota of payment reports (PAYMENT_REPORTS_PER_HOUR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_REPORTS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('refuses a customer past the hourly quota (429); refusals and the team do not count', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const send = (who: Who, amount: number, reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${p.projectId}/payments`,
        cookies: who.cookies,
        payload: { amount, method: 'upi', reference, paidOn: indiaToday() },
      });
    expect((await send(p.customer, 100, 'Q1')).statusCode).toBe(201);
    // Refused by a rule: rolled back, not counted.
    expect((await send(p.customer, 100, 'Q1')).statusCode).toBe(409);
    expect((await send(p.customer, 100, 'Q2')).statusCode).toBe(201);
    const third = await send(p.customer, 100, 'Q3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(refusal('tooManyPaymentReports'));
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.projectId, p.projectId));
    expect(rows.map((r) => r.reference).sort()).toEqual(['Q1', 'Q2']);
    for (let i = 0; i < 3; i++) {
      await recordPayment(t.app, p.projectId, 100);
    }
  });
});

describe("the team's list of payments waiting, a page at a time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an array, oldest first, with the next page in x-next-cursor', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const q = await pickedProject(t.app, { finalCosting: 100000 });
    const reported: string[] = [];
    for (const project of [p, q, p, q, p]) {
      reported.push((await reportPayment(t.app, project, 100))._id);
    }
    const page = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/payments/${p.admin.id}${query}`,
        cookies: p.admin.cookies,
      });
    const seen: string[] = [];
    let query = '?limit=2';
    const sizes: number[] = [];
    for (;;) {
      const res = await page(query);
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json<WaitingPayment[]>();
      expect(Array.isArray(items)).toBe(true);
      sizes.push(items.length);
      seen.push(...items.map((w) => w._id));
      const next = res.headers['x-next-cursor'];
      if (typeof next !== 'string') {
        break;
      }
      query = `?limit=2&cursor=${next}`;
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(reported);
    // The whole list on the first page without a limit: 50 a page.
    const all = await page('');
    expect(all.json<WaitingPayment[]>().map((w) => w._id)).toEqual(reported);
    expect(all.headers['x-next-cursor']).toBeUndefined();
    const tooMany = await page('?limit=51');
    expect(tooMany.statusCode).toBe(400);
    const crafted = await page('?cursor=not-a-cursor');
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json()).toEqual(refusal('invalidPageLink'));

    // The team's tile counts every one waiting, whatever the page; a decided one no longer.
    const counts = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/counts/${p.admin.id}`,
          cookies: p.admin.cookies,
        })
      ).json<{ paymentsWaiting: number }>().paymentsWaiting;
    expect(await counts()).toBe(5);
    await confirmPayment(t.app, p.projectId, reported[0]!);
    await recordPayment(t.app, q.projectId, 100);
    expect(await counts()).toBe(4);
  });
});
