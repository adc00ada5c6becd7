import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import { auditEvents, notifications, projects, warrantyClaims } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import {
  completeAsTeam,
  pickedProject,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// The warranty after completion (docs/product.md#warranty): the customer reports a problem with
// photos, the team schedules a visit or closes it as not covered, the picked partner reports the
// fix, the customer closes or reopens it; each step in its order, by its role only.

const today = () => indiaDay(new Date());

describe('the warranty', () => {
  let t: TestApp;
  let p: PickedProject;

  const claims = (projectId: string) => `/api/projects/${projectId}/warranty-claims`;
  const post = (cookies: Cookies, body: unknown, projectId = p.projectId) =>
    t.app.inject({
      method: 'POST',
      url: claims(projectId),
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const put = (cookies: Cookies, claimId: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${claims(p.projectId)}/${claimId}`,
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const told = async (kind: string) =>
    (
      await t.app.database.db
        .select({ role: notifications.recipientRole })
        .from(notifications)
        .where(and(eq(notifications.projectId, p.projectId), eq(notifications.kind, kind)))
    ).map((n) => n.role);

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
  });
  afterAll(() => t.close());

  it('takes no claim before completion (409), then gives the warranty its last day', async () => {
    const early = await post(p.customer.cookies, { text: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('warrantyNotStarted');
    await completeAsTeam(t.app, p.projectId);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(read.json().warrantyEndsOn).toBe(addDays(today(), 90));
  });

  it('runs a claim from the report to the fix and its close, each side told', async () => {
    const photo = await workPhoto(t.app, p.customer);
    const opened = await post(p.customer.cookies, { text: 'The lawn is dying', photos: [photo] });
    expect(opened.statusCode, opened.body).toBe(201);
    const claim = opened.json();
    expect(claim).toMatchObject({ status: 'open', text: 'The lawn is dying', visitOn: null });
    expect(claim.photos).toEqual([`/api/files/${photo}`]);
    expect(await told('Warranty claim')).toContain('admin');

    // Out of order: the partner cannot fix what nobody scheduled, the customer cannot close it.
    const fixPhoto = await workPhoto(t.app, p.partner, '#1565C0');
    const fix = { fixNote: 'Relaid the turf', photos: [fixPhoto] };
    expect((await put(p.partner.cookies, claim._id, fix)).json().code).toBe('claimNotScheduled');
    expect((await put(p.customer.cookies, claim._id, { action: 'close' })).statusCode).toBe(409);

    const visitOn = addDays(today(), 2);
    const scheduled = await put(p.admin.cookies, claim._id, { visitOn });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', visitOn });
    expect(new Set(await told('Warranty visit'))).toEqual(new Set(['user', 'service-provider']));

    const fixed = await put(p.partner.cookies, claim._id, fix);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'fixed', fixNote: 'Relaid the turf' });
    expect(fixed.json().fixPhotos).toEqual([`/api/files/${fixPhoto}`]);

    const closed = await put(p.customer.cookies, claim._id, { action: 'close' });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const list = await t.app.inject({
      method: 'GET',
      url: claims(p.projectId),
      cookies: p.partner.cookies,
    });
    expect(list.json().map((c: { status: string }) => c.status)).toEqual(['closed']);
    const audit = await t.app.database.db
      .select({ route: auditEvents.route, status: auditEvents.statusCode })
      .from(auditEvents)
      .where(eq(auditEvents.projectId, p.projectId));
    // The report, the visit, the fix and the close; the two refusals are on the record too.
    const done = audit.filter((a) => a.route.includes('warranty-claims') && a.status < 300);
    expect(done).toHaveLength(4);
  });

  it('reopens a fix within 14 days with what is still wrong, and not after', async () => {
    const claim = (await post(p.customer.cookies, { text: 'Drip line leaks' })).json();
    await put(p.admin.cookies, claim._id, { visitOn: today() });
    const photo = await workPhoto(t.app, p.partner, '#6A1B9A');
    await put(p.partner.cookies, claim._id, { fixNote: 'New joint', photos: [photo] });
    const reopened = await put(p.customer.cookies, claim._id, {
      action: 'reopen',
      text: 'Still dripping',
    });
    expect(reopened.json()).toMatchObject({
      status: 'open',
      visitOn: null,
      text: 'Drip line leaks\n\nStill dripping',
    });
    await put(p.admin.cookies, claim._id, { visitOn: today() });
    await put(p.partner.cookies, claim._id, { fixNote: 'New joint again', photos: [photo] });
    // The fix is made 15 days ago.
    await t.app.database.db
      .update(warrantyClaims)
      .set({ fixedAt: new Date(Date.now() - 15 * 24 * 3600_000) })
      .where(eq(warrantyClaims.id, claim._id));
    const late = await put(p.customer.cookies, claim._id, { action: 'reopen' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('claimReopenTooLate');
  });

  it('closes a claim as not covered with its reason, and refuses a past visit date', async () => {
    const claim = (await post(p.customer.cookies, { text: 'Neighbour cut the hedge' })).json();
    const past = await put(p.admin.cookies, claim._id, { visitOn: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a visit date from today on');
    const short = await put(p.admin.cookies, claim._id, { decision: 'not-covered', reason: 'No' });
    expect(short.json().message).toBe('Say why it is not covered in 10 to 500 characters');
    const declined = await put(p.admin.cookies, claim._id, {
      decision: 'not-covered',
      reason: 'Damage by a third party is not covered',
    });
    expect(declined.json()).toMatchObject({
      status: 'closed',
      reason: 'Damage by a third party is not covered',
    });
    expect(await told('Warranty claim closed')).toContain('user');
  });

  it("refuses each change to the roles that never make it (403) and a stranger's calls (404)", async () => {
    const claim = (await post(p.customer.cookies, { text: 'Pond pump stopped' })).json();
    expect((await put(p.customer.cookies, claim._id, { visitOn: today() })).statusCode).toBe(403);
    expect((await put(p.partner.cookies, claim._id, { action: 'close' })).statusCode).toBe(403);
    // Weighed before the body: malformed, a change of another role is still 403.
    expect((await put(p.customer.cookies, claim._id, { fixNote: 7 })).statusCode).toBe(403);
    expect((await put(p.partner.cookies, claim._id, { visitOn: 'soon' })).statusCode).toBe(403);
    expect((await put(p.partner.cookies, claim._id, { fixNote: 7 })).statusCode).toBe(400);
    expect(
      (await put(p.admin.cookies, claim._id, { fixNote: 'x', photos: [claim._id] })).statusCode,
    ).toBe(403);
    expect((await post(p.partner.cookies, { text: 'Not mine' })).statusCode).toBe(403);
    expect((await post(p.otherPartner.cookies, { text: 'Not mine' })).statusCode).toBe(403);
    const stranger = await signUpCustomer(t.app, 'warranty-stranger@example.com');
    expect((await post(stranger.cookies, { text: 'Not mine' })).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: claims(p.projectId),
      cookies: p.otherPartner.cookies,
    });
    expect(other.statusCode).toBe(404);
    // A claim id of another project, or none at all.
    const q = await pickedProject(t.app);
    await completeAsTeam(t.app, q.projectId);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${claims(q.projectId)}/${claim._id}`,
      cookies: q.admin.cookies,
      payload: { visitOn: today() },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses bad bodies with their message and keeps nothing', async () => {
    const before = await t.app.database.db.select().from(warrantyClaims);
    for (const body of [
      {},
      { text: '' },
      { text: 'x'.repeat(2001) },
      { text: 'ok', photos: 'x' },
    ]) {
      expect((await post(p.customer.cookies, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const claim = (await post(p.customer.cookies, { text: 'Bad bodies' })).json();
    const bad = await put(p.admin.cookies, claim._id, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Say what to do with the claim/);
    const after = await t.app.database.db.select().from(warrantyClaims);
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses a claim after the warranty, offering a care plan', async () => {
    await t.app.database.db
      .update(projects)
      .set({ warrantyEndsOn: addDays(today(), -1) })
      .where(eq(projects.id, p.projectId));
    const late = await post(p.customer.cookies, { text: 'After the warranty' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'warrantyEnded' });
    expect(late.json().message).toMatch(/care plan/);
  });

  it('reminds the team once of a claim open 48 hours', async () => {
    const q = await pickedProject(t.app);
    await completeAsTeam(t.app, q.projectId);
    const opened = await t.app.inject({
      method: 'POST',
      url: claims(q.projectId),
      cookies: q.customer.cookies,
      payload: { text: 'Waiting for a visit' },
    });
    expect(opened.statusCode).toBe(201);
    const later = new Date(Date.now() + 49 * 3600_000);
    expect((await t.app.sweepWarranty(new Date())).claimReminders).toBe(0);
    expect((await t.app.sweepWarranty(later)).claimReminders).toBeGreaterThanOrEqual(1);
    expect((await t.app.sweepWarranty(later)).claimReminders).toBe(0);
    const reminded = await t.app.database.db
      .select({ role: notifications.recipientRole })
      .from(notifications)
      .where(
        and(eq(notifications.projectId, q.projectId), eq(notifications.kind, 'Warranty waiting')),
      );
    expect(reminded.length).toBeGreaterThan(0);
  });
});
