import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { notifications } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  confirmPayment,
  pickedProject,
  recordPayment,
  reportPayment,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// The advance is money, not work (docs/product.md#milestones, #payments;
// modules/execution/advance.ts): it takes no proof and no review, and turns approved when the
// confirmed payments cover it in full; the partner's first proof is for the next milestone; after
// the advance, money is asked for a milestone only once its proof is approved.
describe('the advance', () => {
  let t: TestApp;
  const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });
  type Who = { cookies: Record<string, string> } | null;
  const call = (
    p: PickedProject,
    method: 'GET' | 'POST' | 'PUT',
    who: Who,
    suffix = '',
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/projects/${p.projectId}/milestones${suffix}`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
  const plan = async (p: PickedProject) => (await call(p, 'GET', p.customer)).json<Milestone[]>();
  const ledger = async (p: PickedProject) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/payments`,
      cookies: p.customer.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ledger>();
  };
  const proof = async (p: PickedProject) => ({
    note: 'Done',
    photos: [await workPhoto(t.app, p.partner)],
  });
  const advanceNotices = (p: PickedProject) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.projectId, p.projectId),
          eq(notifications.messageKey, 'notifyAdvancePaid'),
        ),
      );

  beforeAll(async () => {
    t = await createTestApp({
      UPI_VPA: 'greenscape.gardens@okaxis',
      UPI_PAYEE_NAME: 'Greenscape Gardens',
    });
  });
  afterAll(() => t.close());

  it('takes no proof and no review: the first proof is for the milestone after it', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    await visitReported(t.app, p);
    const sent = await call(p, 'POST', p.partner, '/1/proof', await proof(p));
    expect(sent.statusCode, sent.body).toBe(409);
    expect(sent.json()).toEqual(refusal('advanceNeedsNoProof'));
    for (const action of ['/1/approve', '/1/changes']) {
      const res = await call(p, 'POST', p.customer, action, { text: 'Why?' });
      expect(res.statusCode, action).toBe(409);
      expect(res.json(), action).toEqual(refusal('advanceNeedsNoProof'));
    }
    // Unpaid, the advance does not hold the work back.
    const work = await call(p, 'POST', p.partner, '/2/proof', await proof(p));
    expect(work.statusCode, work.body).toBe(201);
    expect(work.json()).toMatchObject({ num: 2, advance: false, status: 'submitted' });
    expect((await plan(p))[0]).toMatchObject({ num: 1, advance: true, status: 'planned' });
  });

  it('is the only thing to pay after the pick; the next milestone only once approved', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const start = await ledger(p);
    expect(start.due).toEqual({ num: 1, title: 'Booking advance', amount: 10000, careFee: null });
    expect(start.upi?.uri).toContain('&am=10000.00&');

    const report = await reportPayment(t.app, p, 10000);
    // Reported, not confirmed: not yet approved, and nothing more asked for.
    expect((await plan(p))[0]!.status).toBe('planned');
    expect(await ledger(p)).toMatchObject({ due: null, upi: null, pending: 10000 });

    await confirmPayment(t.app, p.projectId, report._id);
    const [advance] = await plan(p);
    expect(advance).toMatchObject({ num: 1, status: 'approved', autoApproved: false, proof: null });
    expect(advance!.approvedAt).not.toBeNull();
    expect(await advanceNotices(p)).toHaveLength(1);
    // Paid: the materials are payable once their proof is approved, not before.
    expect(await ledger(p)).toMatchObject({
      paid: 10000,
      outstanding: 90000,
      due: null,
      upi: null,
    });
    const facts = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(facts.json().workflow).toMatchObject({
      approvedCount: 1,
      hasAdvance: true,
      currentMilestone: 2,
      outstanding: 90000,
    });

    await visitReported(t.app, p);
    expect((await call(p, 'POST', p.partner, '/2/proof', await proof(p))).statusCode).toBe(201);
    expect((await ledger(p)).due).toBeNull();
    expect((await call(p, 'POST', p.customer, '/2/approve')).statusCode).toBe(200);
    const due = await ledger(p);
    expect(due.due).toEqual({ num: 2, title: 'Materials on site', amount: 40000, careFee: null });
    expect(due.upi?.uri).toContain('&am=40000.00&');
  });

  it('is approved only when paid in full, also when the team records the money', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    await recordPayment(t.app, p.projectId, 4000);
    expect((await plan(p))[0]!.status).toBe('planned');
    expect((await ledger(p)).due).toEqual({
      num: 1,
      title: 'Booking advance',
      amount: 6000,
      careFee: null,
    });
    expect(await advanceNotices(p)).toHaveLength(0);
    await recordPayment(t.app, p.projectId, 6000);
    expect((await plan(p))[0]!.status).toBe('approved');
    expect(await advanceNotices(p)).toHaveLength(1);
    // Once: a later payment neither approves nor tells again.
    await recordPayment(t.app, p.projectId, 500);
    expect(await advanceNotices(p)).toHaveLength(1);
  });

  it('is set in the plan editor on the first milestone only, and approved there if paid', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const put = (milestones: object[]) => call(p, 'PUT', p.admin, '', { milestones });
    const second = await put([
      { title: 'Design', percent: 30 },
      { title: 'Advance', percent: 70, advance: true },
    ]);
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json()).toEqual(refusal('milestoneAdvanceFirstOnly'));
    const notBoolean = await put([
      { title: 'Advance', percent: 30, advance: 'yes' },
      { title: 'Work', percent: 70 },
    ]);
    expect(notBoolean.statusCode, notBoolean.body).toBe(400);

    // Without `advance`, the first milestone is work like the others.
    const plain = await put([
      { title: 'Lawn', percent: 30 },
      { title: 'Beds', percent: 70 },
    ]);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().map((m: Milestone) => m.advance)).toEqual([false, false]);
    expect((await ledger(p)).due).toBeNull();

    const paid = await recordPayment(t.app, p.projectId, 25000);
    const planned = await put([
      { title: 'Advance', percent: 25, advance: true },
      { title: 'Work', percent: 75, advance: false },
    ]);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toMatchObject([
      { num: 1, advance: true, status: 'approved' },
      { num: 2, advance: false, status: 'planned' },
    ]);
    // Dated when the money covered it, and the partner told once.
    expect(planned.json()[0].approvedAt).toBe(paid.decidedAt);
    expect(await advanceNotices(p)).toHaveLength(1);
    const again = await put([
      { title: 'Advance', percent: 25, advance: true, dueOn: '2027-01-10' },
      { title: 'Work', percent: 75 },
    ]);
    expect(again.json()[0]).toMatchObject({ status: 'approved', approvedAt: paid.decidedAt });
    expect(await advanceNotices(p)).toHaveLength(1);
  });
});
