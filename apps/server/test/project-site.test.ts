import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, projects, quotationInvitations } from '../src/db/schema/index';
import { hashToken } from '../src/lib/tokens';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer, type Cookies } from './helpers/auth';
import { completeAsTeam, pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// Where the garden is (docs/product.md#the-site): given with a new project (else the profile's
// address), changed by the customer before the pick and by the team until completion, shown
// whole to the customer, the team and the picked partner, by its city and pincode only to a
// partner invited to quote.

const pune = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: '27' };
const newProject = { service: 'landscaping', budget: '2-3L', desc: 'A small lawn' };

describe('the site of a project', () => {
  let t: TestApp;
  let customer: { cookies: Cookies; id: string };

  const create = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: body,
    });
  const put = (projectId: string, cookies: Cookies, body: unknown, role?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/site${role ? `?role=${role}` : ''}`,
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const partnerView = async (p: PickedProject, who: PickedProject['partner']) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/${p.projectId}/${who.id}`,
      cookies: who.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signUpCustomer(t.app, 'site-owner@example.com');
    customer = { cookies: signed.cookies, id: signed.user._id };
  });
  afterAll(() => t.close());

  it('takes the site with a new project, the state by its GST code, kept as its name', async () => {
    const res = await create({ ...newProject, site: pune });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().site).toEqual({ ...pune, state: 'Maharashtra' });
  });

  it("starts from the customer's profile address without one", async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.id}`,
      cookies: customer.cookies,
      payload: {
        updatationDetails: {
          name: 'Asha',
          phone: '9845012345',
          city: 'Bengaluru',
          address: '12 MG Road',
          postalCode: '560001',
          state: 'Karnataka',
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const res = await create(newProject);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().site).toEqual({
      address: '12 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
    });
  });

  it('refuses a bad site with its message and makes no project', async () => {
    const before = await t.app.database.db.select({ id: projects.id }).from(projects);
    const res = await create({ ...newProject, site: { ...pune, pincode: '41100' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the 6-digit pincode of the garden');
    const after = await t.app.database.db.select({ id: projects.id }).from(projects);
    expect(after).toHaveLength(before.length);
  });

  it('lets the customer change it before the pick, as the site or as { site }, and tells the team', async () => {
    await adminSession(t.app);
    const created = (await create(newProject)).json();
    const moved = await put(created._id, customer.cookies, { site: pune });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ ...pune, state: 'Maharashtra' });
    const again = await put(created._id, customer.cookies, { ...pune, city: 'Pune City' });
    expect(again.statusCode, again.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${created._id}/${customer.id}`,
      cookies: customer.cookies,
    });
    expect(read.json().site.city).toBe('Pune City');
    const { db } = t.app.database;
    const audit = await db
      .select({ route: auditEvents.route })
      .from(auditEvents)
      .where(eq(auditEvents.projectId, created._id));
    expect(audit.map((a) => a.route)).toContain('PUT /api/projects/:projectId/site');
    const told = await db
      .select({ kind: notifications.kind, role: notifications.recipientRole })
      .from(notifications)
      .where(and(eq(notifications.projectId, created._id), eq(notifications.kind, 'Site changed')));
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((n) => n.role))).toEqual(new Set(['admin']));
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const created = (await create({ ...newProject, site: pune })).json();
    for (const [body, message] of [
      [{ ...pune, address: '' }, 'Enter the address of the garden, up to 300 characters'],
      [
        { ...pune, address: 'x'.repeat(301) },
        'Enter the address of the garden, up to 300 characters',
      ],
      [{ ...pune, state: 'Atlantis' }, 'Choose the state or union territory the garden is in'],
      [{ ...pune, pincode: 'abcdef' }, 'Enter the 6-digit pincode of the garden'],
    ] as const) {
      const res = await put(created._id, customer.cookies, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [null, [], 'Pune', { site: null }]) {
      expect((await put(created._id, customer.cookies, body)).statusCode).toBe(400);
    }
    const [row] = await t.app.database.db
      .select({ city: projects.siteCity, address: projects.siteAddress })
      .from(projects)
      .where(eq(projects.id, created._id));
    expect(row).toEqual({ city: 'Pune', address: pune.address });
  });

  it('after the pick: the customer 409, the team changes it and the customer and partner hear', async () => {
    const p = await pickedProject(t.app);
    const refused = await put(p.projectId, p.customer.cookies, pune);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('siteFixedAfterPick');
    const byTeam = await put(p.projectId, p.admin.cookies, pune);
    expect(byTeam.statusCode, byTeam.body).toBe(200);
    const told = await t.app.database.db
      .select({ role: notifications.recipientRole })
      .from(notifications)
      .where(and(eq(notifications.projectId, p.projectId), eq(notifications.kind, 'Site changed')));
    expect(new Set(told.map((n) => n.role))).toEqual(new Set(['user', 'service-provider']));
  });

  it('refuses a partner (403) and a stranger (404), before reading the body', async () => {
    const p = await pickedProject(t.app);
    expect((await put(p.projectId, p.partner.cookies, pune)).statusCode).toBe(403);
    expect((await put(p.projectId, p.partner.cookies, { junk: true })).statusCode).toBe(403);
    const stranger = await signUpCustomer(t.app, 'site-stranger@example.com');
    expect((await put(p.projectId, stranger.cookies, pune)).statusCode).toBe(404);
    expect((await put(p.projectId, stranger.cookies, { junk: true })).statusCode).toBe(404);
    expect((await put(p.projectId, {}, pune)).statusCode).toBe(401);
  });

  it('is settled at completion, for the team too', async () => {
    const p = await pickedProject(t.app);
    await completeAsTeam(t.app, p.projectId);
    const res = await put(p.projectId, p.admin.cookies, pune);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('siteFixedAfterCompletion');
  });

  it('shows the picked partner the whole site, and a partner not picked its city and pincode', async () => {
    const site = { ...pune, state: 'Maharashtra' };
    const p = await pickedProject(t.app, { site });
    const picked = await partnerView(p, p.partner);
    expect(picked.site).toEqual(site);
    expect(picked.city).toBe('Pune');
    const other = await partnerView(p, p.otherPartner);
    expect(other.site).toEqual({ address: null, city: 'Pune', pincode: '411001', state: null });
    const team = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/${p.projectId}/${p.admin.id}`,
      cookies: p.admin.cookies,
    });
    expect(team.json().site).toEqual(site);
  });

  it("keeps the address off the invitation link's answer, even the picked partner's", async () => {
    const site = { ...pune, state: 'Maharashtra' };
    const p = await pickedProject(t.app, { site });
    const token = `site-link-${p.projectId}`;
    await t.app.database.db
      .update(quotationInvitations)
      .set({ tokenHash: hashToken(token) })
      .where(
        and(
          eq(quotationInvitations.projectId, p.projectId),
          eq(quotationInvitations.partnerId, p.partner.id),
        ),
      );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/quotation/verify/${p.projectId}?invite=${token}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().standing).toBe('selected');
    expect(res.json().project.site).toEqual({
      address: null,
      city: 'Pune',
      pincode: '411001',
      state: null,
    });
  });
});
