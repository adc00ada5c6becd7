import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { seedDemoData } from '../src/db/seed/demo-data';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer, type Cookies } from './helpers/auth';

describe("the admin's lists, search, prices and inbox", () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    await seedDemoData(t.database.db, t.app.storage, admin.id);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: url.replace(':adminId', admin.id), cookies: admin.cookies });

  it('counts the tiles', async () => {
    const counts = (await get('/api/admin/counts/:adminId')).json();
    expect(counts).toEqual({
      partners: 4,
      suppliers: 2,
      customers: 7,
      openSupport: 0,
      paymentsWaiting: 0,
    });
  });

  it('pages through partners with a keyset cursor and searches them', async () => {
    const first = await get('/api/admin/partners/:adminId?limit=3');
    expect(first.json()).toHaveLength(3);
    const next = first.headers['x-next-cursor'] as string;
    expect(next).toBeTruthy();
    const second = await get(`/api/admin/partners/:adminId?limit=3&cursor=${next}`);
    expect(second.json()).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const all = [...first.json(), ...second.json()].map((p: { _id: string }) => p._id);
    expect(new Set(all).size).toBe(4);
    expect(first.json()[0]).toHaveProperty('servicesOffered');
    expect(first.json()[0]).toHaveProperty('totalProjectsCompleted');

    const found = await get('/api/admin/partners/:adminId?q=rooftop');
    expect(found.json().map((p: { name: string }) => p.name)).toEqual(['Arjun Rooftop Roots']);
    expect(
      (await get('/api/admin/customers/:adminId?q=Pune'))
        .json()
        .map((c: { name: string }) => c.name)
        // Seeded in one transaction, both are as new: the list's order between them is the ids'.
        .sort(),
    ).toEqual(['Sanjay Kulkarni', 'Vikram Singh']);
    expect((await get('/api/admin/suppliers/:adminId?q=9820000002')).json()).toHaveLength(1);
    // Wildcards typed by the admin are matched literally.
    expect((await get('/api/admin/customers/:adminId?q=%25')).json()).toEqual([]);
    expect((await get('/api/admin/partners/:adminId?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('lists a tab newest first, a page at a time', async () => {
    const first = await get('/api/admin/project/inprogress/:adminId?limit=2');
    const items = first.json() as { createdAt: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
    const rest = await get(
      `/api/admin/project/inprogress/:adminId?limit=2&cursor=${first.headers['x-next-cursor']}`,
    );
    expect(rest.json()).toHaveLength(1);
    expect((await get('/api/admin/project/archived/:adminId')).statusCode).toBe(400);
  });

  it("finds projects by the customer's name or phone, or by id", async () => {
    const byName = (await get('/api/admin/search/:adminId?q=meera')).json();
    // Meera has a living wall under way and a terrace and a kitchen garden done (demo-projects.ts).
    expect(byName).toHaveLength(3);
    expect(byName.every((p: { clientName: string }) => p.clientName === 'Meera Iyer')).toBe(true);
    expect((await get('/api/admin/search/:adminId?q=98000 00002')).json()).toHaveLength(3);
    const byId = (await get(`/api/admin/search/:adminId?q=${byName[0]._id.slice(0, 8)}`)).json();
    expect(byId.map((p: { _id: string }) => p._id)).toContain(byName[0]._id);
    // The start of an id is a range of ids (staff-projects.ts, idPrefix): across its first dash,
    // in capitals, or whole.
    const id: string = byName[0]._id;
    for (const start of [id.slice(0, 11), id.slice(0, 11).toUpperCase(), id]) {
      const found = (await get(`/api/admin/search/:adminId?q=${start}`)).json();
      expect(found.map((p: { _id: string }) => p._id)).toContain(id);
    }
  });

  it('searches material prices across suppliers, cheapest first', async () => {
    const res = (await get('/api/admin/getprices/:adminId?item=GRASS')).json();
    expect(res).toEqual([
      {
        materialName: 'Bermuda grass (per sq ft)',
        price: 28,
        name: 'Lakshmi Nursery Mart',
        phone: '+919820000001',
      },
    ]);
    expect((await get('/api/admin/getprices/:adminId?item=')).json()).toEqual([]);
  });

  it('takes any word in the price search as a word (it is written into the statement)', async () => {
    // Quotes, backslashes, LIKE's own signs and a NUL: each is a 200 with what matches it.
    for (const item of ["grass'; drop table suppliers; --", 'gr\\ass', '100%', 'a_b', 'घास']) {
      const res = await get(`/api/admin/getprices/:adminId?item=${encodeURIComponent(item)}`);
      expect(res.statusCode, item).toBe(200);
      expect(res.json(), item).toEqual([]);
    }
    expect((await get('/api/admin/getprices/:adminId?item=%27')).statusCode).toBe(200);
    // A NUL cannot be in a statement, nor in a material's name: nothing matches it.
    expect((await get('/api/admin/getprices/:adminId?item=GR%00ASS')).json()).toEqual([]);
  });

  it('works through the support inbox', async () => {
    const { cookies } = await signUpCustomer(t.app, 'help@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/support',
      cookies,
      payload: { message: 'Please call me' },
    });
    const open = (await get('/api/admin/support/:adminId')).json();
    expect(open[0]).toMatchObject({
      message: 'Please call me',
      handled: false,
      customer: { email: 'help@example.com' },
    });
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/support/${open[0]._id}/${admin.id}`,
      cookies: admin.cookies,
      payload: { handled: true },
    });
    expect(closed.json()).toEqual({ handled: true });
    expect((await get('/api/admin/support/:adminId')).json()).toEqual([]);
    expect((await get('/api/admin/support/:adminId?status=closed')).json()).toHaveLength(1);
  });

  it('lets an invited partner quote through the link alone, and refuses a forged link', async () => {
    const { quotationInvitations, projects, serviceProviders } =
      await import('../src/db/schema/index');
    const { hashToken } = await import('../src/lib/tokens');
    const { and, eq } = await import('drizzle-orm');
    const [collecting] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.service, 'vertical-gardening'));
    // In the demo data Ravi and Kavya have applied; Arjun is invited and has not.
    const [arjun] = await t.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.name, 'Arjun Rooftop Roots'));
    const [invite] = await t.database.db
      .select()
      .from(quotationInvitations)
      .where(
        and(
          eq(quotationInvitations.projectId, collecting!.id),
          eq(quotationInvitations.partnerId, arjun!.id),
        ),
      );
    const token = 'a-known-token-for-this-test-0123456789abcdef';
    await t.database.db
      .update(quotationInvitations)
      .set({ tokenHash: hashToken(token) })
      .where(eq(quotationInvitations.id, invite!.id));
    const template = (
      await get(`/api/admin/project/quotation/${collecting!.id}/:adminId`)
    ).json()[0].info;
    const body = {
      name: 'Typed Name',
      phone: '9999999999',
      email: 'not-an-email',
      info: template.map((l: { _id: string; lowerRange: number }) => ({
        _id: l._id,
        spCosting: l.lowerRange,
      })),
    };
    const badEmail = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${collecting!.id}?invite=${token}`,
      payload: body,
    });
    expect(badEmail.json()).toEqual({
      message: messages.invalidEmailAddress,
      code: 'invalidEmailAddress',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${collecting!.id}?invite=forged-token-forged-token-forged-token`,
      payload: { ...body, email: '' },
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${collecting!.id}`,
      payload: { ...body, email: '' },
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${collecting!.id}?invite=${token}`,
      payload: { ...body, email: '' },
    });
    expect(res.statusCode).toBe(201);
    const project = (await get(`/api/admin/project/${collecting!.id}/:adminId`)).json();
    const entries = await t.app.inject({
      method: 'POST',
      url: `/api/admin/project/servicepartners/${admin.id}`,
      cookies: admin.cookies,
      payload: { allocatedQuotations: project.allocatedQuotations },
    });
    const third = entries.json()[2];
    // The identity is the invitation's partner, whatever name and phone were typed.
    expect(third).toMatchObject({
      num: 3,
      name: 'Typed Name',
      partner: { _id: arjun!.id, name: 'Arjun Rooftop Roots' },
    });
  });
});
