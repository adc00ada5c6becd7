import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { Ledger, PaymentEntry } from '@greenscape/shared/schemas/payments';
import { notifications, payments } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  confirmPayment,
  pickedProject,
  reportPayment,
  type PickedProject,
} from './helpers/workflow-fixtures';

// What a customer's reports may add up to (docs/product.md#payments): reports waiting for the
// team stay within what is outstanding, three at most, each reference once per project; the
// ledger asks only for what they leave; no payment is dated before the pick. Checked under the
// project's lock, so reports sent at once cannot pass together. The hourly quota and the team's
// list of reports are payment-report-quota.test.ts's.

type Who = { cookies: Record<string, string> };
const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10);
const upiEnv = { UPI_VPA: 'greenscape.gardens@okaxis', UPI_PAYEE_NAME: 'Greenscape Gardens' };

describe('reports waiting for the team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...upiEnv, PAYMENT_REPORTS_PER_HOUR: '100' });
  });
  afterAll(() => t.close());

  const send = (p: PickedProject, who: Who, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/payments`,
      cookies: who.cookies,
      payload: { method: 'upi', paidOn: indiaToday(), ...body },
    });
  const ledger = async (p: PickedProject) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${p.projectId}/payments`,
        cookies: p.customer.cookies,
      })
    ).json<Ledger>();
  const reject = (p: PickedProject, id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${p.projectId}/payments/${id}`,
      cookies: p.admin.cookies,
      payload: { status: 'rejected', reason: 'Not in our account' },
    });
  const waitingRows = (projectId: string) =>
    t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.projectId, projectId), eq(payments.status, 'reported')));

  it('lets ten reports sent at once wait only within the outstanding amount, three at most', async () => {
    const p = await pickedProject(t.app, { finalCosting: 1510 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(p, p.customer, { amount: 500, reference: `UTR 1000${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const waiting = await waitingRows(p.projectId);
    expect(waiting.length).toBeLessThanOrEqual(3);
    expect(waiting.reduce((sum, r) => sum + r.amountPaise, 0)).toBeLessThanOrEqual(151_000);
    // The team heard of the three that wait, not of the seven refused.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, p.admin.id),
          eq(notifications.messageKey, 'notifyPaymentReported'),
          eq(notifications.projectId, p.projectId),
        ),
      );
    expect(told).toHaveLength(3);
    // Larger ones, sent at once: two of ₹700 fit, a third would take the waiting sum past it.
    const q = await pickedProject(t.app, { finalCosting: 1510 });
    const large = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(q, q.customer, { amount: 700, reference: `UTR 2000${i}` }),
      ),
    );
    expect(large.filter((a) => a.statusCode === 201)).toHaveLength(2);
    for (const refused of large.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(refusal('paymentsWaitingOverOutstanding'));
    }
  });

  it('refuses a report that would make those waiting more than the outstanding (409)', async () => {
    const p = await pickedProject(t.app, { finalCosting: 1510 });
    expect((await send(p, p.customer, { amount: 1000, reference: 'A1' })).statusCode).toBe(201);
    const over = await send(p, p.customer, { amount: 510.01, reference: 'A2' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(refusal('paymentsWaitingOverOutstanding'));
    expect((await send(p, p.customer, { amount: 510, reference: 'A3' })).statusCode).toBe(201);
    // More than the outstanding alone stays a wrong amount (400).
    const wrong = await send(p, p.customer, { amount: 1510.01, reference: 'A4' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('paymentOverOutstanding'));
  });

  it('refuses a fourth report waiting (409), and takes one again once the team has decided', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const first = await reportPayment(t.app, p, 100);
    await reportPayment(t.app, p, 100);
    await reportPayment(t.app, p, 100);
    const fourth = await send(p, p.customer, { amount: 100, reference: 'B4' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual(refusal('tooManyPaymentsWaiting'));
    await confirmPayment(t.app, p.projectId, first._id);
    expect((await send(p, p.customer, { amount: 100, reference: 'B4' })).statusCode).toBe(201);
    // The team's own recording is not a report: it never waits.
    const recorded = await send(p, p.admin, { amount: 100, reference: 'NEFT B5' });
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it('refuses a reference already on the project, however it is spaced or cased (409)', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const first = await send(p, p.customer, { amount: 100, reference: 'UTR 4455 6677' });
    expect(first.statusCode).toBe(201);
    for (const reference of [
      'UTR 4455 6677',
      'utr44556677',
      '  Utr 4455  6677 ',
      'ＵＴＲ４４５５６６７７',
    ]) {
      const again = await send(p, p.customer, { amount: 100, reference });
      expect(again.statusCode, reference).toBe(409);
      expect(again.json()).toEqual(refusal('paymentReferenceTaken'));
    }
    // The team cannot record it a second time either: it confirms the report instead.
    const byTeam = await send(p, p.admin, { amount: 100, reference: 'utr 44556677' });
    expect(byTeam.statusCode).toBe(409);
    expect(byTeam.json()).toEqual(refusal('paymentReferenceTaken'));
    // A rejected report gives its reference back; a confirmed one keeps it.
    expect((await reject(p, first.json<PaymentEntry>()._id)).statusCode).toBe(200);
    const retried = await send(p, p.customer, { amount: 150, reference: 'UTR44556677' });
    expect(retried.statusCode, retried.body).toBe(201);
    await confirmPayment(t.app, p.projectId, retried.json<PaymentEntry>()._id);
    expect((await send(p, p.customer, { amount: 1, reference: 'utr 4455 6677' })).statusCode).toBe(
      409,
    );
    // Another project, or no reference at all, is no clash.
    const other = await pickedProject(t.app, { finalCosting: 100000 });
    const elsewhere = await send(other, other.customer, {
      amount: 100,
      reference: 'UTR 4455 6677',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await send(p, p.customer, { amount: 1, method: 'cash' })).statusCode).toBe(201);
    expect((await send(p, p.customer, { amount: 1, method: 'cash' })).statusCode).toBe(201);
  });

  it('refuses a payment dated before the day of the pick, from the customer and the team (400)', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    for (const who of [p.customer, p.admin]) {
      const res = await send(p, who, { amount: 100, paidOn: dayBefore(indiaToday()) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('paymentDateBeforePick'));
      const early = await send(p, who, { amount: 100, paidOn: '2020-01-01' });
      expect(early.json()).toEqual(refusal('paymentDateBeforePick'));
    }
    expect(await waitingRows(p.projectId)).toEqual([]);
    // The day of the pick itself is fine.
    expect((await send(p, p.customer, { amount: 100, paidOn: indiaToday() })).statusCode).toBe(201);
  });

  it('asks now only for what the reports waiting leave, and offers no UPI code for them', async () => {
    // The default plan of ₹1,00,000: 10 %, 40 %, 40 %, 10 %.
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    await reportPayment(t.app, p, 4000);
    const part = await ledger(p);
    expect(part).toMatchObject({ paid: 0, outstanding: 100000, pending: 4000 });
    expect(part.due).toEqual({ num: 1, title: 'Booking advance', amount: 6000, careFee: null });
    expect(part.upi?.uri).toContain('&am=6000.00&');
    // The advance covered by reports: nothing else is payable before the materials' proof is
    // approved (money follows the work), so nothing is asked now.
    await reportPayment(t.app, p, 6000);
    expect(await ledger(p)).toMatchObject({ outstanding: 100000, due: null, upi: null });

    const q = await pickedProject(t.app, { finalCosting: 1510 });
    await reportPayment(t.app, q, 1510);
    expect(await ledger(q)).toMatchObject({
      paid: 0,
      outstanding: 1510,
      pending: 1510,
      due: null,
      upi: null,
    });
    // Once confirmed it is paid; once rejected, it is asked for again.
    const r = await pickedProject(t.app, { finalCosting: 1510 });
    const rejected = await reportPayment(t.app, r, 151);
    expect((await ledger(r)).due).toBeNull();
    await reject(r, rejected._id);
    const again = await ledger(r);
    expect(again.due).toEqual({ num: 1, title: 'Booking advance', amount: 151, careFee: null });
    expect(again.upi?.uri).toContain('&am=151.00&');
  });
});
