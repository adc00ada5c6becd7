import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import { messages } from '@greenscape/shared/messages';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { auditEvents, milestones, notifications, partnerQuotations } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// The milestones with photo proof (docs/product.md#after-the-pick): the default plan made at the
// pick, the team's editor until the first proof, the partner's proof of the current milestone,
// the customer's approval or changes, and the automatic approval with its reminder.
describe('the milestones', () => {
  let t: TestApp;
  let p: PickedProject;
  const day = 24 * 3600_000;
  const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });
  type Who = { cookies: Record<string, string> } | null;
  const call = (method: 'GET' | 'POST' | 'PUT', who: Who, suffix = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/projects/${p.projectId}/milestones${suffix}`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
  const noticesOf = (recipientId: string, key: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.messageKey, key)));
  const proof = async (num = 1) => ({
    note: `Milestone ${num} done`,
    photos: [await workPhoto(t.app, p.partner)],
  });
  /** The partner's own quotation total, in paise, and its shares in rupees for `percents`. */
  const partnerTotalPaise = async () => {
    const [own] = await t.database.db
      .select({ total: partnerQuotations.totalAmountPaise })
      .from(partnerQuotations)
      .where(
        and(
          eq(partnerQuotations.projectId, p.projectId),
          eq(partnerQuotations.partnerId, p.partner.id),
        ),
      );
    return own!.total;
  };
  const partnerShares = async (percents: number[]) =>
    milestoneAmountsPaise(await partnerTotalPaise(), percents).map((a) => a / 100);

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app, { finalCosting: 100001 });
  });
  afterAll(() => t.close());

  it('makes the default plan at the pick, its amounts adding up to the final cost', async () => {
    const res = await call('GET', p.customer);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as Milestone[];
    expect(plan.map((m) => [m.num, m.title, m.percent, m.amount, m.advance])).toEqual([
      [1, 'Booking advance', 10, 10000, true],
      [2, 'Materials on site', 40, 40000, false],
      [3, 'Planting and installation', 40, 40000, false],
      [4, 'Handover', 10, 10001, false],
    ]);
    expect(res.json()[0]).toMatchObject({
      dueOn: null,
      status: 'planned',
      proof: null,
      proofs: [],
      changeRequests: [],
      approvedAt: null,
      autoApproved: false,
    });
    expect((await call('GET', p.admin)).json()).toEqual(plan);
    expect((await call('GET', p.otherPartner)).statusCode).toBe(404);
    expect((await call('GET', null)).statusCode).toBe(401);
  });

  it("never shows the selected partner the customer's price: its amounts are its own shares", async () => {
    const customers = (await call('GET', p.customer)).json() as { amount: number }[];
    const res = await call('GET', p.partner);
    expect(res.statusCode, res.body).toBe(200);
    const partners = res.json() as { percent: number; amount: number }[];
    const total = await partnerTotalPaise();
    expect(partners.reduce((sum, m) => sum + m.amount * 100, 0)).toBe(total);
    expect(partners.map((m) => m.amount)).toEqual(await partnerShares([10, 40, 40, 10]));
    expect(total).not.toBe(100001 * 100);
    expect(partners.map((m) => m.amount)).not.toEqual(customers.map((m) => m.amount));
    // Everything else is the same plan.
    const withoutAmount = (list: { amount: number }[]) => list.map(({ amount: _, ...m }) => m);
    expect(withoutAmount(partners)).toEqual(withoutAmount(customers));
  });

  it("shows the execution facts in the project's workflow state", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(res.json().workflow).toMatchObject({
      visitStatus: 'none',
      milestoneCount: 4,
      approvedCount: 0,
      // The advance is money, not work: the work starts at milestone 2.
      hasAdvance: true,
      currentMilestone: 2,
      currentMilestoneStatus: 'planned',
      proofSubmitted: false,
    });
  });

  it('lets only the team change the plan, with valid percentages and dates', async () => {
    const plan = {
      milestones: [
        { title: 'Advance', percent: 20, dueOn: '2026-12-01' },
        { title: 'Lawn', percent: 33, dueOn: '2026-12-10' },
        { title: 'Handover', percent: 47 },
      ],
    };
    expect((await call('PUT', p.customer, '', plan)).statusCode).toBe(403);
    expect((await call('PUT', p.partner, '', plan)).statusCode).toBe(403);
    const bad = [
      { milestones: [{ title: 'All', percent: 100 }] },
      {
        milestones: [
          { title: 'A', percent: 50 },
          { title: 'B', percent: 40 },
        ],
      },
      {
        milestones: [
          { title: 'A', percent: 50.5 },
          { title: 'B', percent: 49.5 },
        ],
      },
      {
        milestones: [
          { title: ' ', percent: 50 },
          { title: 'B', percent: 50 },
        ],
      },
      {
        milestones: [
          { title: 'A', percent: 50, dueOn: '2026-12-10' },
          { title: 'B', percent: 50, dueOn: '2026-12-01' },
        ],
      },
      {
        milestones: Array.from({ length: 9 }, (_, i) => ({ title: `M${i}`, percent: i ? 12 : 4 })),
      },
    ];
    for (const body of bad) {
      expect((await call('PUT', p.admin, '', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await call('PUT', p.admin, '', plan);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as { amount: number; dueOn: string | null }[];
    // 100001 × 20 % = 20000.2 → 20000; × 33 % = 33000.33 → 33000; the last takes 47001.
    expect(saved.map((m) => m.amount)).toEqual([20000, 33000, 47001]);
    expect(saved.map((m) => m.dueOn)).toEqual(['2026-12-01', '2026-12-10', null]);
    expect(await noticesOf(p.customer.id, 'notifyPlanChanged')).toHaveLength(1);
    // The partner's shares follow the new split of its own total.
    expect(
      ((await call('GET', p.partner)).json() as { amount: number }[]).map((m) => m.amount),
    ).toEqual(await partnerShares([20, 33, 47]));
  });

  it('refuses proof before the site visit is reported', async () => {
    const res = await call('POST', p.partner, '/1/proof', await proof());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('visitNotReportedYet'));
    await visitReported(t.app, p);
  });

  it('refuses changes to a planned milestone: there is nothing to review yet (409)', async () => {
    const res = await call('POST', p.customer, '/1/changes', { text: 'Use more grass' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('milestoneNotSubmitted'));
    const [row] = await t.database.db
      .select()
      .from(milestones)
      .where(and(eq(milestones.projectId, p.projectId), eq(milestones.num, 1)));
    expect(row).toMatchObject({ status: 'planned' });
  });

  it('takes only plain decimal milestone numbers 1 to 8 in the path (400 otherwise)', async () => {
    for (const num of ['1.0', '0x1', '01', '1e0', '+1', '%201', '0', '9', '-1', 'one']) {
      const res = await call('POST', p.customer, `/${num}/approve`);
      expect(res.statusCode, num).toBe(400);
      expect(res.json(), num).toEqual(refusal('invalidMilestoneParam'));
    }
  });

  it('answers photos that are not a list with their own message (400)', async () => {
    for (const photos of ['abc', 42, { id: 'x' }]) {
      const sent = await call('POST', p.partner, '/1/proof', { note: 'Done', photos });
      expect(sent.statusCode, JSON.stringify(photos)).toBe(400);
      expect(sent.json()).toEqual(refusal('photosInvalid'));
      const asked = await call('POST', p.customer, '/1/changes', { text: 'Fix it', photos });
      expect(asked.statusCode, JSON.stringify(photos)).toBe(400);
      expect(asked.json()).toEqual(refusal('photosInvalid'));
    }
  });

  it('takes proof of the current milestone only, from the selected partner', async () => {
    const body = await proof();
    expect((await call('POST', p.customer, '/1/proof', body)).statusCode).toBe(403);
    expect((await call('POST', p.admin, '/1/proof', body)).statusCode).toBe(403);
    expect((await call('POST', p.otherPartner, '/1/proof', body)).statusCode).toBe(404);
    expect((await call('POST', null, '/1/proof', body)).statusCode).toBe(401);
    const later = await call('POST', p.partner, '/2/proof', await proof(2));
    expect(later.statusCode).toBe(409);
    expect(later.json()).toEqual(refusal('proofNotCurrent'));
    const missing = await call('POST', p.partner, '/7/proof', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal('invalidMilestoneNumber'));
    expect((await call('POST', p.partner, '/1/proof', { note: 'x', photos: [] })).json()).toEqual(
      refusal('proofPhotosRequired'),
    );
    expect((await call('POST', p.partner, '/1/proof', { photos: body.photos })).statusCode).toBe(
      400,
    );
    const notMine = await workPhoto(t.app, p.customer);
    const stolen = await call('POST', p.partner, '/1/proof', { note: 'x', photos: [notMine] });
    expect(stolen.statusCode).toBe(403);
    expect((await call('POST', p.customer, '/1/approve')).json()).toEqual(
      refusal('milestoneNotSubmitted'),
    );
    const res = await call('POST', p.partner, '/1/proof', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      num: 1,
      status: 'submitted',
      proof: { note: 'Milestone 1 done', photos: [`/api/files/${body.photos[0]}`] },
      // The proof's answer goes to the partner: its own share, not the customer's ₹20,000.
      amount: (await partnerShares([20, 33, 47]))[0],
    });
    expect(await noticesOf(p.customer.id, 'notifyProofSubmitted')).toHaveLength(1);
    const twice = await call('POST', p.partner, '/1/proof', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('proofAwaitingReview'));
  });

  it('fixes the plan once proof was submitted', async () => {
    const res = await call('PUT', p.admin, '', {
      milestones: [
        { title: 'A', percent: 50 },
        { title: 'B', percent: 50 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('planLocked'));
  });

  it('lets the customer ask for changes, and the partner resubmit', async () => {
    expect((await call('POST', p.partner, '/1/changes', { text: 'x' })).statusCode).toBe(403);
    expect((await call('POST', p.admin, '/1/approve')).statusCode).toBe(403);
    expect((await call('POST', p.customer, '/1/changes', { text: '' })).json()).toEqual(
      refusal('changesTextRequired'),
    );
    const partnerPhoto = await workPhoto(t.app, p.partner);
    expect(
      (await call('POST', p.customer, '/1/changes', { text: 'x', photos: [partnerPhoto] }))
        .statusCode,
    ).toBe(403);
    const photo = await workPhoto(t.app, p.customer);
    const res = await call('POST', p.customer, '/1/changes', {
      text: 'The edging is crooked',
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'changes-requested',
      changeRequests: [{ text: 'The edging is crooked', photos: [`/api/files/${photo}`] }],
    });
    expect(await noticesOf(p.partner.id, 'notifyChangesRequested')).toHaveLength(1);
    expect((await call('POST', p.customer, '/1/approve')).json()).toEqual(
      refusal('milestoneNotSubmitted'),
    );
    const again = await call('POST', p.partner, '/1/proof', {
      note: 'Edging straightened',
      photos: [partnerPhoto],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'submitted',
      proof: { note: 'Edging straightened' },
      changeRequests: [{ text: 'The edging is crooked' }],
    });
  });

  it('lets the customer approve; the next milestone becomes current', async () => {
    const res = await call('POST', p.customer, '/1/approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', autoApproved: false });
    expect(res.json().approvedAt).not.toBeNull();
    expect(await noticesOf(p.partner.id, 'notifyMilestoneApproved')).toHaveLength(1);
    expect((await call('POST', p.customer, '/1/approve')).json()).toEqual(
      refusal('milestoneAlreadyApproved'),
    );
    expect((await call('POST', p.partner, '/1/proof', await proof())).json()).toEqual(
      refusal('milestoneAlreadyApproved'),
    );
    expect((await call('POST', p.partner, '/2/proof', await proof(2))).statusCode).toBe(201);
    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.projectId, p.projectId));
    const actions = trail.map((r) => r.action);
    for (const label of [
      'Changed the work plan',
      'Submitted proof of a milestone',
      'Asked for changes to a milestone',
      'Approved a milestone',
    ]) {
      expect(actions).toContain(label);
    }
  });

  it('reminds the customer 2 days before, then approves by itself, once', async () => {
    const submittedAt = Date.now();
    // 4 days on: nothing due yet.
    expect(await t.app.sweepExecution(new Date(submittedAt + 4 * day))).toMatchObject({
      approvalReminders: 0,
      approved: 0,
    });
    // 5 days and a minute on: the reminder, once however often the sweep runs.
    const remindAt = new Date(submittedAt + 5 * day + 60_000);
    expect((await t.app.sweepExecution(remindAt)).approvalReminders).toBe(1);
    expect((await t.app.sweepExecution(remindAt)).approvalReminders).toBe(0);
    expect(await noticesOf(p.customer.id, 'notifyAutoApproveSoon')).toHaveLength(1);
    // 7 days and a minute on: approved by itself, once.
    const approveAt = new Date(submittedAt + 7 * day + 60_000);
    expect((await t.app.sweepExecution(approveAt)).approved).toBe(1);
    expect((await t.app.sweepExecution(approveAt)).approved).toBe(0);
    const milestone = (await call('GET', p.customer)).json()[1];
    expect(milestone).toMatchObject({ num: 2, status: 'approved', autoApproved: true });
    expect(await noticesOf(p.partner.id, 'notifyMilestoneAutoApproved')).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.actorRole, 'system')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ num: 2, autoApproved: true });
  });

  it('still reminds when the sweep missed the window, and approves only 2 days after that', async () => {
    const submitted = await call('POST', p.partner, '/3/proof', await proof(3));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submittedAt = Date.parse(submitted.json().proof.submittedAt);
    // Every instance was down from day 5 to day 8: the reminder goes out late, nothing approved.
    const late = new Date(submittedAt + 8 * day);
    expect(await t.app.sweepExecution(late)).toMatchObject({ approvalReminders: 1, approved: 0 });
    expect(await t.app.sweepExecution(new Date(late.getTime() + day))).toMatchObject({
      approved: 0,
    });
    const approveAt = new Date(late.getTime() + 2 * day + 60_000);
    expect((await t.app.sweepExecution(approveAt)).approved).toBe(1);
    expect((await call('GET', p.customer)).json()[2]).toMatchObject({
      num: 3,
      status: 'approved',
      autoApproved: true,
    });
  });
});
