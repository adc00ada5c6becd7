import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { partnerQuotations } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { uploadPhotos } from './helpers/images';
import { releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// The quotation window closes when the team releases the quotations (Proceed), and
// only finalised quotations are shown to the customer, numbered and picked.
describe('the quotations released to the customer', () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let customer: { id: string; cookies: Cookies };
  let projectId: string;
  let partners: { id: string; cookies: Cookies }[];

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: url.replace(':adminId', admin.id),
      cookies: admin.cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const asCustomer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: url.replace(':userId', customer.id),
      cookies: customer.cookies,
      ...(payload === undefined ? {} : { payload }),
    });
  const submit = (partner: { cookies: Cookies }, lines: { _id: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${projectId}`,
      cookies: partner.cookies,
      payload: {
        name: 'P',
        phone: '9755000001',
        info: lines.map((l) => ({ ...l, spCosting: 30 })),
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const c = await signUpCustomer(t.app, 'release@example.com');
    customer = { id: c.user._id, cookies: c.cookies };
    projectId = (
      await asCustomer('POST', '/api/user/project/:userId', {
        service: 'landscaping',
        budget: '2-3L',
        desc: 'Lawn',
      })
    ).json()._id;
    partners = [
      await completePartner(t.app, '9755000001', ['landscaping-plants']),
      await completePartner(t.app, '9755000002', ['landscaping-plants']),
    ];
    const designs = await uploadPhotos(t.app, admin.cookies, 1, 'design');
    expect(
      (await asAdmin('PUT', `/api/admin/project/${projectId}/:adminId`, designs)).statusCode,
    ).toBe(200);
    expect(
      (await asCustomer('PUT', `/api/user/project/${projectId}/:userId`, { num: 1 })).statusCode,
    ).toBe(200);
    const template = await asAdmin('POST', '/api/admin/project/quotation/:adminId', {
      projectId,
      info: [{ serviceDesc: 'Lawn (per sq ft)', quantity: 100, lowerRange: 20, upperRange: 40 }],
    });
    expect(template.statusCode).toBe(201);
    const shared = await asAdmin(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/:adminId`,
      partners.map((p) => p.id),
    );
    expect(shared.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('closes the window at release: a later quotation is refused and never shown', async () => {
    const lines = (
      await asAdmin('GET', `/api/admin/project/quotation/${projectId}/:adminId`)
    ).json()[0].info as { _id: string }[];
    expect((await submit(partners[0]!, lines)).statusCode).toBe(201);
    const [entry] = (
      await asAdmin('POST', '/api/admin/project/servicepartners/:adminId', {
        allocatedQuotations: (
          await asAdmin('GET', `/api/admin/project/${projectId}/:adminId`)
        ).json().allocatedQuotations,
      })
    ).json();
    const costed = await asAdmin('PUT', `/api/admin/project/quotation/${entry._id}/:adminId`, {
      info: entry.info.map((l: { _id: string }) => ({
        _id: l._id,
        supplierCosting: 500,
        supplierDetails: 'Nursery',
      })),
    });
    expect(costed.statusCode).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/admin/project/client/${projectId}/:adminId`)).statusCode,
    ).toBe(200);

    const late = await submit(partners[1]!, lines);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: messages.quotationWindowExpired,
      code: 'quotationWindowExpired',
    });
    const tab = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/new/${partners[1]!.id}`,
      cookies: partners[1]!.cookies,
    });
    expect(tab.json().map((p: { _id: string }) => p._id)).not.toContain(projectId);

    const project = (await asCustomer('GET', `/api/user/project/${projectId}/:userId`)).json();
    expect(project.allocatedQuotations).toEqual([entry._id]);
    const offers = await asCustomer('POST', '/api/user/project/servicepartners/:userId', {
      allocatedQuotations: project.allocatedQuotations,
    });
    expect(offers.statusCode).toBe(200);
    expect(offers.json().map((o: { num: number }) => o.num)).toEqual([1]);

    const unseen = await asCustomer('PUT', `/api/user/project/quotation/${projectId}/:userId`, {
      num: 2,
    });
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json()).toEqual({
      message: messages.invalidQuotationNumber,
      code: 'invalidQuotationNumber',
    });
    const picked = await asCustomer('PUT', `/api/user/project/quotation/${projectId}/:userId`, {
      num: 1,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().selectedServicePartner).toBe(partners[0]!.id);
  });

  it('never lets the customer see or pick a quotation the team has not finalised', async () => {
    // A project released before this rule held, with its second quotation still uncosted.
    const other = (
      await asCustomer('POST', '/api/user/project/:userId', {
        service: 'landscaping',
        budget: '2-3L',
        desc: 'Older project',
      })
    ).json()._id as string;
    await sendDesigns(t.app, other);
    const { quotationIds } = await releaseQuotations(t.app, other, { count: 2 });
    await t.database.db
      .update(partnerQuotations)
      .set({ finalized: false })
      .where(eq(partnerQuotations.id, quotationIds[1]!));
    const project = (await asCustomer('GET', `/api/user/project/${other}/:userId`)).json();
    expect(project.allocatedQuotations).toEqual([quotationIds[0]]);
    const pick = await asCustomer('PUT', `/api/user/project/quotation/${other}/:userId`, {
      num: 2,
    });
    expect(pick.statusCode).toBe(400);
    const completed = await asAdmin('PUT', `/api/admin/project/completed/${other}/:adminId`);
    expect(completed.statusCode).toBe(409);
  });
});
