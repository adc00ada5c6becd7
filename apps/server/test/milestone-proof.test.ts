import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, milestones } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { milestoneCalls, refusal } from './helpers/milestone-calls';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// The milestones with photo proof (docs/product.md#after-the-pick): the partner's proof of the
// current milestone, the plan fixed by it, the customer's approval or changes, and the automatic
// approval with its reminder. The plan itself is milestones.test.ts's.
describe('the milestones: proof and approval', () => {
  let t: TestApp;
  let p: PickedProject;
  const day = 24 * 3600_000;
  const { call, noticesOf, proof, partnerShares } = milestoneCalls(
    () => t,
    () => p,
  );

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app, { finalCosting: 100001 });
    // The team's plan of milestones.test.ts: three milestones, the first of them work (proof goes
    // to it), not the default plan's advance.
    const plan = await call('PUT', p.admin, '', {
      milestones: [
        { title: 'Advance', percent: 20, dueOn: '2026-12-01' },
        { title: 'Lawn', percent: 33, dueOn: '2026-12-10' },
        { title: 'Handover', percent: 47 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
  });
  afterAll(() => t.close());

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
