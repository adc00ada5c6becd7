import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { uploadPurposes } from '@greenscape/shared/schemas/projects';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer, signUpWithPhone, type Cookies } from './helpers/auth';
import { pngImage, upload } from './helpers/images';
import { pickedProject, visitReported, type PickedProject } from './helpers/workflow-fixtures';

// A client written from the documents alone (docs/product.md#files, the OpenAPI document): the
// purposes each role uploads for, and the photos that became a project's record and so stay.
describe('upload purposes', () => {
  let t: TestApp;
  let callers: Record<'customer' | 'admin' | 'partner' | 'supplier', Cookies>;
  const may = {
    customer: ['project-photo', 'work-photo', 'avatar'],
    admin: ['project-photo', 'work-photo', 'design', 'avatar'],
    partner: ['project-photo', 'work-photo', 'gallery', 'avatar'],
    supplier: ['avatar'],
  } as const;
  const onePng = async () => [
    { name: 'files', filename: 'a.png', type: 'image/png', body: await pngImage(40, 30) },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    callers = {
      customer: (await signUpCustomer(t.app, 'purposes@example.com')).cookies,
      admin: (await adminSession(t.app)).cookies,
      partner: (await signUpWithPhone(t.app, 'service-provider', 'pp@example.com', '9844400011'))
        .cookies,
      supplier: (await signUpWithPhone(t.app, 'supplier', 'ss@example.com', '9844400012')).cookies,
    };
  });
  afterAll(() => t.close());

  it('takes every purpose a role may use, and answers 403 naming them for the others, never 401', async () => {
    for (const [who, cookies] of Object.entries(callers) as [keyof typeof may, Cookies][]) {
      for (const purpose of uploadPurposes) {
        const res = await upload(t.app, cookies, purpose, await onePng());
        const allowed = (may[who] as readonly string[]).includes(purpose);
        expect(res.statusCode, `${who} ${purpose}: ${res.body}`).toBe(allowed ? 201 : 403);
        if (!allowed) {
          expect(res.json().code).toBe('uploadPurposeNotAllowed');
          expect(res.json().message).toContain(purpose);
          for (const named of may[who]) {
            expect(res.json().message).toContain(named);
          }
        }
      }
    }
    for (const purpose of uploadPurposes) {
      const res = await upload(t.app, {}, purpose, await onePng());
      expect(res.statusCode, purpose).toBe(401);
    }
  });

  it('answers 401 when `as` names a role the browser is not signed in as', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=project-photo&as=admin',
      cookies: callers.partner,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a photo that became part of a project’s record', () => {
  let t: TestApp;
  let p: PickedProject;
  const projectPhoto = async (cookies: Cookies) => {
    const res = await upload(t.app, cookies, 'project-photo', [
      { name: 'files', filename: 'job.png', type: 'image/png', body: await pngImage(50, 40) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ files: { id: string; url: string }[] }>().files[0]!;
  };
  const remove = (id: string, cookies: Cookies, as: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}?as=${as}`, cookies });

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
    await visitReported(t.app, p);
  });
  afterAll(() => t.close());

  it('is a proof the partner sent as project-photo, and it stays: 409 on deletion', async () => {
    const photo = await projectPhoto(p.partner.cookies);
    const plan = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/milestones`,
      cookies: p.partner.cookies,
    });
    // The first milestone of work: an advance is money and takes no proof.
    const work = plan.json<{ num: number; advance?: boolean }[]>().find((m) => m.advance !== true)!;
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/milestones/${work.num}/proof`,
      cookies: p.partner.cookies,
      payload: { note: 'Materials are on site', photos: [photo.url] },
    });
    expect(proof.statusCode, proof.body).toBe(201);

    const refused = await remove(photo.id, p.partner.cookies, 'service-provider');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'uploadInUse', message: messages.uploadInUse });
    const seen = await t.app.inject({ method: 'GET', url: photo.url, cookies: p.customer.cookies });
    expect(seen.statusCode).toBe(200);
  });

  it("stays when it is a message's photo; an unused one of the same author goes", async () => {
    const used = await projectPhoto(p.customer.cookies);
    const unused = await projectPhoto(p.customer.cookies);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/messages`,
      cookies: p.customer.cookies,
      payload: { text: 'The gate code is 1234', photos: [used.id] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await remove(used.id, p.customer.cookies, 'user')).statusCode).toBe(409);
    expect((await remove(unused.id, p.customer.cookies, 'user')).statusCode).toBe(204);
    const seen = await t.app.inject({ method: 'GET', url: used.url, cookies: p.partner.cookies });
    expect(seen.statusCode).toBe(200);
  });
});
