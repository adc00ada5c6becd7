import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { auditEvents, invoices, milestones, notifications } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  pickedProject,
  recordPayment,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// Completing a project (docs/product.md#payments): every milestone approved and nothing
// outstanding, or an override with its reason, which the audit trail keeps with the gaps.
describe('the completion of a project', () => {
  let t: TestApp;
  const route = 'PUT /api/admin/project/completed/:projectId/:adminId';
  const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });
  type Request = { payload?: string | object; headers?: Record<string, string> };
  const complete = (p: PickedProject, request: Request = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/project/completed/${p.projectId}/${p.admin.id}`,
      cookies: p.admin.cookies,
      ...request,
    });
  const ledger = async (p: PickedProject) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/payments`,
      cookies: p.admin.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ledger>();
  };
  /**
   * The site visit reported, then each milestone of work proved by the partner and approved; the
   * advance is money, approved once paid (modules/execution/advance.ts).
   */
  const approveAll = async (p: PickedProject) => {
    await visitReported(t.app, p);
    const plan = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/milestones`,
      cookies: p.admin.cookies,
    });
    const nums = (plan.json() as { num: number; advance: boolean }[])
      .filter((m) => !m.advance)
      .map((m) => m.num);
    expect(nums.length).toBeGreaterThan(0);
    for (const num of nums) {
      const base = `/api/projects/${p.projectId}/milestones/${num}`;
      const proof = await t.app.inject({
        method: 'POST',
        url: `${base}/proof`,
        cookies: p.partner.cookies,
        payload: { note: `Milestone ${num} done`, photos: [await workPhoto(t.app, p.partner)] },
      });
      expect(proof.statusCode, proof.body).toBe(201);
      const approved = await t.app.inject({
        method: 'POST',
        url: `${base}/approve`,
        cookies: p.customer.cookies,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
  };
  const completions = (p: PickedProject) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.projectId, p.projectId),
          eq(auditEvents.route, route),
          eq(auditEvents.statusCode, 200),
        ),
      );
  const invoicesOf = (p: PickedProject) =>
    t.database.db.select().from(invoices).where(eq(invoices.projectId, p.projectId));

  let a: PickedProject;
  let b: PickedProject;
  let c: PickedProject;

  beforeAll(async () => {
    t = await createTestApp();
    a = await pickedProject(t.app, { finalCosting: 100000 });
    b = await pickedProject(t.app, { finalCosting: 100000 });
    c = await pickedProject(t.app, { finalCosting: 100000 });
  });
  afterAll(() => t.close());

  it('refuses right after the pick, whatever empty body it is sent, and checks the reason', async () => {
    const bodies: [string, Request][] = [
      ['no body', {}],
      ['empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
      ['{}', { payload: {} }],
      ['null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
      // Before the override the route took no body, so a client sending text/plain worked; it
      // still does.
      ['empty text/plain body', { payload: '', headers: { 'content-type': 'text/plain' } }],
    ];
    for (const [name, request] of bodies) {
      const res = await complete(a, request);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      expect(res.json(), name).toEqual(refusal('completionMilestonesAndPayments'));
    }
    const short = await complete(a, { payload: { override: { reason: 'short' } } });
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().code).toBe('overrideReasonTooShort');
    // Ten characters only once trimmed.
    const padded = await complete(a, { payload: { override: { reason: '   123456789   ' } } });
    expect(padded.statusCode, padded.body).toBe(400);
    expect(padded.json().code).toBe('overrideReasonTooShort');
    expect(await completions(a)).toEqual([]);
    expect(await invoicesOf(a)).toEqual([]);
  });

  it('refuses with every milestone approved while money is outstanding', async () => {
    await approveAll(a);
    // The work approved, the advance unpaid: it is a milestone still open.
    expect((await complete(a)).json()).toEqual(refusal('completionMilestonesAndPayments'));
    await recordPayment(t.app, a.projectId, 10000);
    expect((await ledger(a)).outstanding).toBe(90000);
    const res = await complete(a);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(refusal('completionPaymentsOutstanding'));
  });

  it('refuses with everything paid while milestones are open', async () => {
    await recordPayment(t.app, b.projectId, (await ledger(b)).outstanding);
    expect((await ledger(b)).outstanding).toBe(0);
    const res = await complete(b);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(refusal('completionMilestonesOpen'));
  });

  it('completes without a body once every milestone is approved and all is paid, with the invoice', async () => {
    await recordPayment(t.app, a.projectId, 90000);
    const res = await complete(a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Completed');
    expect(await invoicesOf(a)).toHaveLength(1);
    const [row] = await completions(a);
    expect(row!.details).toBeNull();
    expect((await complete(a)).json()).toEqual(refusal('projectAlreadyCompleted'));
  });

  it('completes with an override, the audit trail keeping the reason and the gaps', async () => {
    const reason = '  The customer settled the balance directly with the partner  ';
    const res = await complete(b, { payload: { override: { reason } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Completed');
    expect(await invoicesOf(b)).toHaveLength(1);
    const rows = await completions(b);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toEqual({
      override: reason.trim(),
      // Paid in full, so the advance is approved; the three of work are open.
      milestonesOpen: 3,
      outstanding: 0,
    });

    const both = await complete(c, {
      payload: { override: { reason: 'Job abandoned, written off by the team' } },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await completions(c))[0]!.details).toEqual({
      override: 'Job abandoned, written off by the team',
      milestonesOpen: 4,
      outstanding: 100000,
    });
  });

  it('counts what is outstanding from the picked total, the ledger and the workflow alike', async () => {
    // A picked project without a plan (one picked before plans were made at the pick): its
    // workflow state once read the outstanding from the plan's amounts, and found nothing owed.
    const p = await pickedProject(t.app, { finalCosting: 50000 });
    await t.database.db.delete(milestones).where(eq(milestones.projectId, p.projectId));
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(project.json().workflow.outstanding).toBe(50000);
    expect((await ledger(p)).outstanding).toBe(50000);
    expect((await complete(p)).json()).toEqual(refusal('completionPaymentsOutstanding'));
  });

  it("ends the sweep's work on a completed project: no reminder, no automatic approval", async () => {
    const day = 24 * 3600_000;
    const override = { payload: { override: { reason: 'Closed early, settled with the team' } } };
    // One with proof waiting for the customer's review, one with its visit still ahead.
    const waiting = await pickedProject(t.app);
    await visitReported(t.app, waiting);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${waiting.projectId}/milestones/2/proof`,
      cookies: waiting.partner.cookies,
      payload: { note: 'Materials on site', photos: [await workPhoto(t.app, waiting.partner)] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const ahead = await pickedProject(t.app);
    const slot = new Date(Date.now() + 3 * day).toISOString();
    const visit = `/api/projects/${ahead.projectId}/site-visit`;
    const proposed = { method: 'POST', url: visit, payload: { slots: [slot] } } as const;
    expect((await t.app.inject({ ...proposed, cookies: ahead.admin.cookies })).statusCode).toBe(
      201,
    );
    const confirmed = { method: 'PUT', url: visit, payload: { slot } } as const;
    expect((await t.app.inject({ ...confirmed, cookies: ahead.customer.cookies })).statusCode).toBe(
      200,
    );
    for (const p of [waiting, ahead]) {
      expect((await complete(p, override)).statusCode).toBe(200);
    }

    const sweep = (at: number) => t.app.sweepExecution(new Date(at));
    expect((await sweep(Date.parse(slot) - 20 * 3600_000)).visitReminders).toBe(0);
    const submittedAt = Date.parse(sent.json().proof.submittedAt);
    for (const days of [5, 8, 30]) {
      expect(await sweep(submittedAt + days * day + 60_000), `day ${days}`).toMatchObject({
        approvalReminders: 0,
        approved: 0,
      });
    }
    const [row] = await t.database.db
      .select()
      .from(milestones)
      .where(and(eq(milestones.projectId, waiting.projectId), eq(milestones.num, 2)));
    expect(row).toMatchObject({ status: 'submitted', autoApproved: false, remindedAt: null });
    for (const p of [waiting, ahead]) {
      const told = await t.database.db
        .select({ key: notifications.messageKey })
        .from(notifications)
        .where(eq(notifications.projectId, p.projectId));
      for (const key of [
        'notifyAutoApproveSoon',
        'notifyMilestoneAutoApproved',
        'notifyVisitTomorrow',
      ]) {
        expect(told.map((n) => n.key)).not.toContain(key);
      }
      const bySystem = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.actorRole, 'system')));
      expect(bySystem).toEqual([]);
    }
  });
});
