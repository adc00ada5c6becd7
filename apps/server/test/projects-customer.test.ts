import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { supportMessages } from '../src/db/schema/index';
import { dataChangesHeard } from '../src/plugins/read-cache';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { uploadPhotos } from './helpers/images';
import { releaseQuotations, releaseToCustomer, sendDesigns } from './helpers/workflow-fixtures';

type Customer = { cookies: Cookies; id: string };

describe("the customer's projects", () => {
  let t: TestApp;
  let asha: Customer;
  let ravi: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpCustomer(t.app, 'asha@example.com');
    const r = await signUpCustomer(t.app, 'ravi@example.com');
    asha = { cookies: a.cookies, id: a.user._id };
    ravi = { cookies: r.cookies, id: r.user._id };
  });
  afterAll(() => t.close());

  const create = (who: Customer, body: object, userId = who.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/project/${userId}`,
      cookies: who.cookies,
      payload: body,
    });
  const valid = {
    service: 'landscaping',
    area: 'ls-lt-5000',
    budget: '2-3L',
    desc: 'A lawn with a border',
  };

  async function newProject(who: Customer, photos: string[] = []): Promise<string> {
    const res = await create(who, { ...valid, photos });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  }

  it('creates a project with own photos and lists it first', async () => {
    const photos = await uploadPhotos(t.app, asha.cookies, 2);
    const res = await create(asha, {
      ...valid,
      service: 'vertical gardening',
      area: 'vg-lt-100',
      photos,
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({
      client: asha.id,
      service: 'vertical-gardening',
      status: 'New',
      designSent: [],
      designSelected: null,
      visibleToclient: false,
      photos: photos.map((id) => `/api/files/${id}`),
    });
    const older = await newProject(asha);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user/allprojects/${asha.id}`,
      cookies: asha.cookies,
    });
    expect(
      list
        .json()
        .map((p: { _id: string }) => p._id)
        .slice(0, 2),
    ).toEqual([older, project._id]);
    // No GET body is needed or read.
    expect(list.statusCode).toBe(200);
  });

  it("answers the catalogue's texts for missing fields, and refuses an area of another service", async () => {
    for (const missing of ['service', 'budget', 'desc'] as const) {
      const res = await create(asha, { ...valid, [missing]: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.allFieldsRequired,
        code: 'allFieldsRequired',
      });
    }
    const wrongArea = await create(asha, { ...valid, area: 'tg-lt-1000' });
    expect(wrongArea.json()).toEqual({
      message: messages.areaNotForService,
      code: 'areaNotForService',
    });
    expect((await create(asha, { ...valid, area: '' })).statusCode).toBe(201);
  });

  it("refuses another customer's photos, a photo used twice, and another customer's path id", async () => {
    const ravisPhoto = await uploadPhotos(t.app, ravi.cookies, 1);
    const stolen = await create(asha, { ...valid, photos: ravisPhoto });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ message: messages.notYourUpload, code: 'notYourUpload' });
    const mine = await uploadPhotos(t.app, asha.cookies, 1);
    await newProject(asha, mine);
    expect((await create(asha, { ...valid, photos: mine })).statusCode).toBe(403);
    expect((await create(asha, valid, ravi.id)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/allprojects/${ravi.id}`,
          cookies: asha.cookies,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("keeps each customer's projects to themselves (404, not 403)", async () => {
    const id = await newProject(asha);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${id}/${asha.id}`,
      cookies: asha.cookies,
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${id}/${ravi.id}`,
      cookies: ravi.cookies,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${id}/${asha.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('picks a design once, only after designs were sent, and only a number that exists', async () => {
    const id = await newProject(asha);
    const pick = (num: unknown, who = asha) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/${id}/${who.id}`,
        cookies: who.cookies,
        payload: { num },
      });
    const early = await pick(1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.designsNotReady, code: 'designsNotReady' });

    await sendDesigns(t.app, id, 3);
    for (const bad of [0, 4, 12, 'two', 1.5]) {
      const res = await pick(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.invalidDesignNumber,
        code: 'invalidDesignNumber',
      });
    }
    expect((await pick(2, ravi)).statusCode).toBe(404);
    const [first, second] = await Promise.all([pick(2), pick(3)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect(winner.json().designSelected).toBe(first.statusCode === 200 ? 2 : 3);
    expect((await pick(1)).json()).toEqual({
      message: messages.designAlreadySelected,
      code: 'designAlreadySelected',
    });
  });

  it('shows released quotations only, without partner contact details, then picks one once', async () => {
    const id = await newProject(asha);
    await sendDesigns(t.app, id);
    const { quotationIds, partnerIds } = await releaseQuotations(t.app, id, {
      visible: false,
    });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${id}/${asha.id}`,
      cookies: asha.cookies,
    });
    expect(hidden.json().allocatedQuotations).toEqual([]);
    const tooEarly = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${asha.id}`,
      cookies: asha.cookies,
      payload: { allocatedQuotations: quotationIds },
    });
    expect(tooEarly.statusCode).toBe(404);
    const pickEarly = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${id}/${asha.id}`,
      cookies: asha.cookies,
      payload: { num: 1 },
    });
    expect(pickEarly.json()).toEqual({
      message: messages.quotationsNotReady,
      code: 'quotationsNotReady',
    });

    await releaseToCustomer(t.app, id);
    // Released by the step, not through this app's HTTP: wait until its read cache has heard of it.
    await dataChangesHeard(t.app);
    const project = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/project/${id}/${asha.id}`,
        cookies: asha.cookies,
      })
    ).json();
    expect(project.allocatedQuotations).toEqual(quotationIds);

    const reversed = [...quotationIds].reverse();
    const entries = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${asha.id}`,
      cookies: asha.cookies,
      payload: { allocatedQuotations: reversed },
    });
    expect(entries.statusCode).toBe(200);
    const body = entries.json();
    expect(body.map((e: { _id: string }) => e._id)).toEqual(reversed);
    expect(body[2]).toMatchObject({
      num: 1,
      partner: { name: 'Partner 1' },
      costing: { finalCosting: 3000 },
    });
    expect(body[2].info[0]).toEqual({
      serviceDesc: 'Lawn laying (per sq ft)',
      quantity: 100,
      spCosting: 25,
      amount: 2500,
      supplierCosting: 500,
    });
    expect(JSON.stringify(body)).not.toMatch(/phone|email|@fixture|\+9188/);

    const ravisView = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${ravi.id}`,
      cookies: ravi.cookies,
      payload: { allocatedQuotations: quotationIds },
    });
    expect(ravisView.statusCode).toBe(404);

    const pick = (num: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/quotation/${id}/${asha.id}`,
        cookies: asha.cookies,
        payload: { num },
      });
    expect((await pick(4)).json()).toEqual({
      message: messages.invalidQuotationNumber,
      code: 'invalidQuotationNumber',
    });
    const chosen = await pick(2);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      selectedQuotation: 2,
      selectedServicePartner: partnerIds[1],
    });
    expect((await pick(3)).json()).toEqual({
      message: messages.quotationAlreadySelected,
      code: 'quotationAlreadySelected',
    });
  });

  it('lets a customer see the designs of its own project, and nobody else', async () => {
    const id = await newProject(asha);
    const designs = await sendDesigns(t.app, id);
    const url = `/api/files/${designs[0]}`;
    expect((await t.app.inject({ method: 'GET', url, cookies: asha.cookies })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url, cookies: ravi.cookies })).statusCode).toBe(
      404,
    );
  });

  it('sends a support message to the inbox', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/support',
      cookies: asha.cookies,
      payload: { message: '  ' },
    });
    expect(empty.json()).toEqual({
      message: messages.supportMessageRequired,
      code: 'supportMessageRequired',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/support',
      cookies: asha.cookies,
      payload: { message: 'When will my designs arrive?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.supportMessageSent });
    const rows = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, asha.id));
    expect(rows.map((r) => r.message)).toEqual(['When will my designs arrive?']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/support', payload: { message: 'hi' } }))
        .statusCode,
    ).toBe(401);
  });
});
