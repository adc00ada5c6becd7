import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { serviceProviders } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { uploadPhotos } from './helpers/images';

// One project taken from New to Completed through the API, every step tried out of order first.
describe('the admin runs a project from arrival to completion', () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let customer: { id: string; cookies: Cookies };
  let projectId: string;
  let projectRef: string;
  const partners: { id: string; cookies: Cookies; phone: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const c = await signUpCustomer(t.app, 'owner@example.com');
    customer = { id: c.user._id, cookies: c.cookies };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Front lawn' },
    });
    projectId = created.json()._id;
    projectRef = created.json().ref;
    for (let i = 1; i <= 4; i++) {
      partners.push(await completePartner(t.app, `970000000${i}`, ['landscaping-plants']));
    }
    partners.push(await completePartner(t.app, '9700000009', ['kitchen-gardening']));
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: url.replace(':adminId', admin.id),
      cookies: admin.cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const submit = (partner: { cookies: Cookies }, spCosting: number[], lines: { _id: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${projectId}`,
      cookies: partner.cookies,
      payload: {
        name: 'Partner',
        phone: '9700000001',
        info: lines.map((l, i) => ({ _id: l._id, spCosting: spCosting[i] })),
      },
    });

  it('lists the new project in the New tab, and refuses a path id that is not the admin', async () => {
    const list = await asAdmin('GET', '/api/admin/project/new/:adminId');
    expect(list.json().map((p: { _id: string }) => p._id)).toContain(projectId);
    const detail = await asAdmin('GET', `/api/admin/project/${projectId}/:adminId`);
    expect(detail.json()).toMatchObject({ _id: projectId, status: 'New', clientName: null });
    const client = await asAdmin('GET', `/api/admin/client/${customer.id}/:adminId`);
    expect(client.json().email).toBe('owner@example.com');
    const other = await adminSession(t.app, 'other@greenscape.example');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/new/${other.id}`,
      cookies: admin.cookies,
    });
    expect(wrong.statusCode).toBe(403);
    const customerTry = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/new/${admin.id}`,
      cookies: customer.cookies,
    });
    expect(customerTry.statusCode).toBe(401);
  });

  it('sends designs once, only its own design uploads', async () => {
    expect(
      (await asAdmin('POST', '/api/admin/project/quotation/:adminId', { projectId, info: [] }))
        .statusCode,
    ).toBe(400);
    const customersPhoto = await uploadPhotos(t.app, customer.cookies, 1);
    const stolen = await asAdmin('PUT', `/api/admin/project/${projectId}/:adminId`, customersPhoto);
    expect(stolen.statusCode).toBe(403);
    const designs = await uploadPhotos(t.app, admin.cookies, 2, 'design');
    const sent = await asAdmin(
      'PUT',
      `/api/admin/project/${projectId}/:adminId`,
      designs.map((id) => `/api/files/${id}`),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'In Progress',
      designSent: designs.map((id) => `/api/files/${id}`),
    });
    const again = await asAdmin('PUT', `/api/admin/project/${projectId}/:adminId`, designs);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: messages.designsAlreadySent,
      code: 'designsAlreadySent',
    });
    expect((await asAdmin('GET', '/api/admin/project/inprogress/:adminId')).json()[0]._id).toBe(
      projectId,
    );
  });

  it('creates the template once, only after the design pick', async () => {
    const info = [
      { serviceDesc: 'Lawn laying (per sq ft)', quantity: 500, lowerRange: 20, upperRange: 40 },
      {
        serviceDesc: 'Border planting (per plant)',
        quantity: 40,
        lowerRange: 100,
        upperRange: 180,
      },
    ];
    const early = await asAdmin('POST', '/api/admin/project/quotation/:adminId', {
      projectId,
      info,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: messages.designNotPickedYet,
      code: 'designNotPickedYet',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 2 },
    });
    const badRange = await asAdmin('POST', '/api/admin/project/quotation/:adminId', {
      projectId,
      info: [{ serviceDesc: 'x', quantity: 1, lowerRange: 50, upperRange: 10 }],
    });
    expect(badRange.json()).toEqual({ message: messages.rangeInvalid, code: 'rangeInvalid' });
    const missing = await asAdmin('POST', '/api/admin/project/quotation/:adminId', {
      projectId,
      info: [{ serviceDesc: '', quantity: 1, lowerRange: 1, upperRange: 2 }],
    });
    expect(missing.json()).toEqual({
      message: messages.allFieldsRequired,
      code: 'allFieldsRequired',
    });
    const created = await asAdmin('POST', '/api/admin/project/quotation/:adminId', {
      projectId,
      info,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()[0].info.map((l: { serviceDesc: string }) => l.serviceDesc)).toEqual(
      info.map((l) => l.serviceDesc),
    );
    expect(
      (await asAdmin('POST', '/api/admin/project/quotation/:adminId', { projectId, info })).json(),
    ).toEqual({
      message: messages.quotationAlreadyCreated,
      code: 'quotationAlreadyCreated',
    });
    expect(
      (await asAdmin('GET', `/api/admin/project/quotation/${projectId}/:adminId`)).json()[0].info,
    ).toHaveLength(2);
    // The state the web offers the next step from (packages/shared/src/workflow.ts): the
    // template is the one part of it that the project row does not hold.
    expect(
      (await asAdmin('GET', `/api/admin/project/${projectId}/:adminId`)).json().workflow,
    ).toEqual({
      status: 'In Progress',
      designCount: 2,
      designSelected: 2,
      hasTemplate: true,
      quotationSent: false,
      allocatedCount: 0,
      finalizedCount: 0,
      visibleToClient: false,
      selectedQuotation: null,
      quotationWindowClosesAt: null,
      // Nothing of the job after the pick yet.
      visitStatus: 'none',
      visitConfirmedSlot: null,
      milestoneCount: 0,
      approvedCount: 0,
      hasAdvance: false,
      currentMilestone: null,
      currentMilestoneStatus: null,
      proofSubmitted: false,
      outstanding: 0,
      // What the state machine makes of it for the team (packages/shared/src/project-machine.ts).
      stage: 'buildingQuotation',
      actor: 'team',
      actions: ['changeSite', 'shareQuotation'],
    });
  });

  it('shares with partners offering the service, once, sending each a personal link', async () => {
    const offering = await asAdmin(
      'GET',
      '/api/admin/project/servicepartners/landscaping/:adminId',
    );
    const ids = offering.json().map((p: { _id: string }) => p._id);
    expect(ids.sort()).toEqual(
      partners
        .slice(0, 4)
        .map((p) => p.id)
        .sort(),
    );
    const none = await asAdmin(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/:adminId`,
      [],
    );
    expect(none.json()).toEqual({
      message: messages.selectServiceProviders,
      code: 'selectServiceProviders',
    });
    const kitchen = await asAdmin(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/:adminId`,
      [partners[4]!.id],
    );
    expect(kitchen.json()).toEqual({
      message: messages.partnersMustOfferService,
      code: 'partnersMustOfferService',
    });
    const shared = await asAdmin(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/:adminId`,
      partners.slice(0, 4).map((p) => ({ _id: p.id, name: 'as the earlier client sends it' })),
    );
    expect(shared.statusCode).toBe(200);
    expect(shared.json().quotationSent).toBe(true);
    const again = await asAdmin(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/:adminId`,
      [partners[0]!.id],
    );
    expect(again.json()).toEqual({
      message: messages.quotationAlreadySent,
      code: 'quotationAlreadySent',
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${partners[0]!.phone}`,
    });
    expect(outbox.json()[0].text).toMatch(
      new RegExp(`/service-provider/quotation/${projectId}\\?invite=[A-Za-z0-9_-]{43}`),
    );
  });

  it('shows the template to invited partners only', async () => {
    const url = `/api/service-provider/quotation/${projectId}`;
    const invited = await t.app.inject({ method: 'GET', url, cookies: partners[0]!.cookies });
    expect(invited.json()[0].info).toHaveLength(2);
    const other = await t.app.inject({ method: 'GET', url, cookies: partners[4]!.cookies });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: messages.notInvited, code: 'notInvited' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('allocates at most three quotations when four partners submit at the same moment', async () => {
    const template = (
      await asAdmin('GET', `/api/admin/project/quotation/${projectId}/:adminId`)
    ).json()[0].info;
    const outOfRange = await submit(partners[0]!, [45, 120], template);
    expect(outOfRange.json()).toEqual({
      message: messages.valuesNotInRange,
      code: 'valuesNotInRange',
    });
    const unpriced = await submit(partners[0]!, [30], template.slice(0, 1));
    expect(unpriced.json()).toEqual({ message: messages.fillAllFields, code: 'fillAllFields' });
    const notInvited = await submit(partners[4]!, [30, 120], template);
    expect(notInvited.statusCode).toBe(403);

    const results = await Promise.all(
      partners.slice(0, 4).map((p, i) => submit(p, [25 + i, 110 + i * 10], template)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const late = results.find((r) => r.statusCode !== 201)!;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: messages.quotationWindowExpired,
      code: 'quotationWindowExpired',
    });
    const winner = partners[results.findIndex((r) => r.statusCode === 201)]!;
    expect((await submit(winner, [25, 110], template)).json()).toEqual({
      message: messages.alreadyApplied,
      code: 'alreadyApplied',
    });
  });

  it('finalises each quotation with supplier costing; the server totals it', async () => {
    const project = (await asAdmin('GET', `/api/admin/project/${projectId}/:adminId`)).json();
    expect(project.allocatedQuotations).toHaveLength(3);
    const early = await asAdmin('PUT', `/api/admin/project/client/${projectId}/:adminId`);
    expect(early.json()).toEqual({
      message: messages.quotationsNotFinal,
      code: 'quotationsNotFinal',
    });

    const entries = (
      await asAdmin('POST', '/api/admin/project/servicepartners/:adminId', {
        allocatedQuotations: project.allocatedQuotations,
      })
    ).json();
    expect(entries.map((e: { num: number }) => e.num)).toEqual([1, 2, 3]);
    expect(entries[0].partner.phone).toMatch(/^\+91/);
    for (const entry of entries) {
      const incomplete = await asAdmin(
        'PUT',
        `/api/admin/project/quotation/${entry._id}/:adminId`,
        {
          info: [{ _id: entry.info[0]._id, supplierCosting: 100, supplierDetails: 'Nursery' }],
        },
      );
      expect(incomplete.json()).toEqual({
        message: messages.allFieldsRequired,
        code: 'allFieldsRequired',
      });
      const saved = await asAdmin('PUT', `/api/admin/project/quotation/${entry._id}/:adminId`, {
        info: entry.info.map((l: { _id: string }, i: number) => ({
          _id: l._id,
          supplierCosting: 1000 * (i + 1),
          supplierDetails: 'Lakshmi Nursery Mart',
        })),
        costing: { finalCosting: 1 },
      });
      expect(saved.statusCode).toBe(200);
      const q = saved.json();
      const amount = q.info.reduce(
        (sum: number, l: { spCosting: number; quantity: number }) => sum + l.spCosting * l.quantity,
        0,
      );
      expect(q.costing).toEqual({
        totalAmount: amount,
        totalSupplierCosting: 3000,
        finalCosting: amount + 3000,
      });
      expect(q.finalized).toBe(true);
    }
    const again = await asAdmin('PUT', `/api/admin/project/quotation/${entries[0]._id}/:adminId`, {
      info: entries[0].info.map((l: { _id: string }) => ({
        _id: l._id,
        supplierCosting: 1,
        supplierDetails: 'x',
      })),
    });
    expect(again.json()).toEqual({
      message: messages.quotationAlreadyFinal,
      code: 'quotationAlreadyFinal',
    });
  });

  it('proceeds once, completes only after the customer picked, and credits the partner', async () => {
    const completeEarly = await asAdmin(
      'PUT',
      `/api/admin/project/completed/${projectId}/:adminId`,
    );
    expect(completeEarly.json()).toEqual({
      message: messages.customerHasNotPicked,
      code: 'customerHasNotPicked',
    });
    const customerView = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/project/${projectId}/${customer.id}`,
        cookies: customer.cookies,
      });
    // Until Proceed the customer's state counts no quotation, as its project shows none.
    expect((await customerView()).json().workflow).toMatchObject({
      allocatedCount: 0,
      finalizedCount: 0,
      visibleToClient: false,
    });
    expect(
      (await asAdmin('GET', `/api/admin/project/${projectId}/:adminId`)).json().workflow,
    ).toMatchObject({ allocatedCount: 3, finalizedCount: 3 });
    const released = await asAdmin('PUT', `/api/admin/project/client/${projectId}/:adminId`);
    expect((await customerView()).json().workflow).toMatchObject({
      allocatedCount: 3,
      finalizedCount: 3,
      visibleToClient: true,
    });
    expect(released.json().visibleToclient).toBe(true);
    expect(
      (await asAdmin('PUT', `/api/admin/project/client/${projectId}/:adminId`)).json(),
    ).toEqual({
      message: messages.quotationsAlreadyReleased,
      code: 'quotationsAlreadyReleased',
    });
    expect(
      (await asAdmin('PUT', `/api/admin/project/completed/${projectId}/:adminId`)).statusCode,
    ).toBe(409);

    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 2 },
    });
    const chosen = picked.json().selectedServicePartner;
    // Right after the pick nothing is built or paid, so completing needs an override.
    const early = await asAdmin('PUT', `/api/admin/project/completed/${projectId}/:adminId`);
    expect(early.json()).toEqual({
      message: messages.completionMilestonesAndPayments,
      code: 'completionMilestonesAndPayments',
    });
    const done = await asAdmin('PUT', `/api/admin/project/completed/${projectId}/:adminId`, {
      override: { reason: 'The customer settled the job directly with the team' },
    });
    expect(done.json().status).toBe('Completed');
    const [partner] = await t.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, chosen));
    expect(partner!.totalProjectsCompleted).toBe(1);
    expect(
      (await asAdmin('PUT', `/api/admin/project/completed/${projectId}/:adminId`)).json(),
    ).toEqual({
      message: messages.projectAlreadyCompleted,
      code: 'projectAlreadyCompleted',
    });
    expect((await asAdmin('GET', '/api/admin/project/completed/:adminId')).json()[0]._id).toBe(
      projectId,
    );
  });

  it('told whoever had to act next at every step, in the app and by message', async () => {
    const feed = (cookies: Cookies, role: string) =>
      t.app.inject({ method: 'GET', url: `/api/notifications?role=${role}`, cookies });
    const badge = (cookies: Cookies, role: string) =>
      t.app.inject({ method: 'GET', url: `/api/notifications/unread?role=${role}`, cookies });
    const customerFeed = (await feed(customer.cookies, 'user')).json();
    expect(customerFeed.unread).toBe(3);
    expect((await badge(customer.cookies, 'user')).json()).toEqual({
      unread: 3,
      unreadMessages: 0,
    });
    expect(customerFeed.items.map((n: { kind: string }) => n.kind)).toEqual([
      'Completed',
      'Quotations ready',
      'Designs ready',
    ]);
    expect(customerFeed.items[0].projectId).toBe(projectId);

    const adminFeed = (await feed(admin.cookies, 'admin')).json();
    const kinds = adminFeed.items.map((n: { kind: string }) => n.kind);
    expect(kinds.filter((k: string) => k === 'Quotation submitted')).toHaveLength(3);
    expect(kinds).toEqual(
      expect.arrayContaining(['New project', 'Design picked', 'Quotation picked']),
    );

    const partnerKinds = await Promise.all(
      partners
        .slice(0, 4)
        .map(async (p) =>
          (await feed(p.cookies, 'service-provider'))
            .json()
            .items.map((n: { kind: string }) => n.kind),
        ),
    );
    expect(partnerKinds.every((k: string[]) => k.includes('Invited'))).toBe(true);
    expect(partnerKinds.filter((k: string[]) => k.includes('Selected'))).toHaveLength(1);
    expect(partnerKinds.filter((k: string[]) => k.includes('Not selected'))).toHaveLength(2);
    expect(partnerKinds.find((k: string[]) => k.includes('Selected'))).toContain('Completed');

    // Opening the panel marks them read; another role's feed stays closed to this cookie.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/notifications/read',
          cookies: customer.cookies,
          payload: { role: 'user' },
        })
      ).json(),
    ).toEqual({ unread: 0 });
    expect((await feed(customer.cookies, 'user')).json().unread).toBe(0);
    expect((await badge(customer.cookies, 'user')).json()).toEqual({
      unread: 0,
      unreadMessages: 0,
    });
    expect((await feed(customer.cookies, 'admin')).statusCode).toBe(401);
    expect((await badge(customer.cookies, 'admin')).statusCode).toBe(401);

    // The customer has no phone, so the message went by e-mail; partners have phones.
    const mail = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=owner@example.com' })
    ).json();
    expect(mail.map((m: { text: string }) => m.text)).toEqual(
      expect.arrayContaining([
        `Greenscape: ${messages.notifyDesignsReady} (Project ${projectRef})`,
      ]),
    );
    const winner = partners[partnerKinds.findIndex((k: string[]) => k.includes('Selected'))]!;
    const sms = (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${winner.phone}` })
    ).json();
    expect(sms.map((m: { text: string }) => m.text)).toContain(
      `Greenscape: ${messages.notifySelected} (Project ${projectRef})`,
    );
  });
});
