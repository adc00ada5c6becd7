import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { supportMessages } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { projectRequests, twoCustomers, valid, type Customer } from './helpers/customer-projects';
import { uploadPhotos } from './helpers/images';
import { sendDesigns } from './helpers/workflow-fixtures';

// The customer's project requests: photos, the catalogue's checks, who sees a project and its
// designs, and the support inbox. The picks of a design and a quotation are project-picks.test.ts's.
describe("the customer's projects", () => {
  let t: TestApp;
  let asha: Customer;
  let ravi: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    ({ asha, ravi } = await twoCustomers(t.app));
  });
  afterAll(() => t.close());

  const { create, newProject } = projectRequests(() => t);

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
