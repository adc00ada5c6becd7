import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, serviceProviders, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildWorld, type World } from './world';

// Object-level rules (OWASP API1: your own id in the path, someone else's object) and
// field-level rules (API3: fields a caller may not set are ignored, whatever the body says).

describe('object-level and field-level rules', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const as = (
    who: keyof World['cookies'],
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    w.app.inject({
      method,
      url,
      cookies: w.cookies[who],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("customer B with B's own id cannot reach customer A's project", async () => {
    const b = w.ids.customerB;
    const p = w.projectId;
    for (const [method, url, body] of [
      ['GET', `/api/user/project/${p}/${b}`, undefined],
      ['PUT', `/api/user/project/${p}/${b}`, { num: 1 }],
      ['PUT', `/api/user/project/quotation/${p}/${b}`, { num: 1 }],
      ['POST', `/api/user/rating/${p}/${b}`, { stars: 1 }],
      ['POST', `/api/user/project/servicepartners/${b}`, { allocatedQuotations: [w.quotationId] }],
    ] as const) {
      const res = await as('customerB', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await as('customerB', 'GET', `/api/user/allprojects/${b}`);
    expect(list.json()).toEqual([]);
  });

  it("a partner not invited, with its own id, cannot read the project's quotation", async () => {
    const res = await as(
      'partnerOther',
      'GET',
      `/api/service-provider/project/quotation/${w.projectId}/${w.ids.partnerOther}`,
    );
    expect([403, 404]).toContain(res.statusCode);
    const lists = await Promise.all(
      ['new', 'inprogress', 'completed'].map((key) =>
        as('partnerOther', 'GET', `/api/service-provider/project/${key}/${w.ids.partnerOther}`),
      ),
    );
    expect(lists.flatMap((r) => r.json<{ _id: string }[]>().map((p) => p._id))).not.toContain(
      w.projectId,
    );
  });

  it("an account cannot act under another account's id, even of another role", async () => {
    expect((await as('admin', 'GET', `/api/admin/project/new/${w.ids.customerA}`)).statusCode).toBe(
      403,
    );
    const details = {
      name: 'Intruder',
      phone: '9711000003',
      city: 'Pune',
      address: '1 Road',
      postalCode: '411001',
    };
    expect(
      (
        await as('supplier', 'PUT', `/api/supplier/${w.ids.partnerInvited}`, {
          updatationDetails: details,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("ignores id, e-mail and status fields in a customer's profile update", async () => {
    const before = (await as('customerA', 'GET', '/api/user/verify')).json();
    const res = await as('customerA', 'PUT', `/api/user/${w.ids.customerA}`, {
      _id: w.ids.customerB,
      email: 'taken-over@example.com',
      profileCompleted: false,
      updatationDetails: {
        name: 'Owner A',
        phone: '9711000010',
        city: 'Pune',
        address: '1 Road',
        postalCode: '411001',
        _id: w.ids.customerB,
        email: 'taken-over@example.com',
        role: 'admin',
        profileCompleted: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (await as('customerA', 'GET', '/api/user/verify')).json();
    expect(after).toMatchObject({ _id: before._id, email: before.email, name: 'Owner A' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, w.ids.customerB));
    expect(row!.email).toBe('other-b@example.com');
  });

  it("ignores owner, status and workflow fields in a new project's body", async () => {
    const res = await as('customerA', 'POST', `/api/user/project/${w.ids.customerA}`, {
      service: 'landscaping',
      budget: '2-3L',
      desc: 'Trying to set my own state',
      client: w.ids.customerB,
      clientId: w.ids.customerB,
      status: 'Completed',
      visibleToClient: true,
      quotationSent: true,
      designSelected: 2,
      selectedServicePartner: w.ids.partnerInvited,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, res.json<{ _id: string }>()._id));
    expect(row).toMatchObject({
      clientId: w.ids.customerA,
      status: 'New',
      visibleToClient: false,
      quotationSent: false,
      designSelected: null,
      selectedPartnerId: null,
    });
  });

  it("ignores the completed-project count and gallery in a partner's profile update", async () => {
    const res = await as('partnerInvited', 'PUT', `/api/service-provider/${w.ids.partnerInvited}`, {
      updatationDetails: {
        name: 'Invited',
        phone: '9711000001',
        city: 'Pune',
        address: '1 Road',
        postalCode: '411001',
        servicesOffered: ['landscaping-plants'],
        totalProjectsCompleted: 99,
        publicImages: ['/api/files/not-mine'],
        profileCompleted: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, w.ids.partnerInvited));
    expect(row).toMatchObject({ totalProjectsCompleted: 0, profileCompleted: true });
    expect(row!.publicImages).toEqual([]);
  });
});
