import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { completePartner, signUpCustomer, type Cookies } from '../helpers/auth';
import { multipart, pngImage, uploadImages } from '../helpers/images';
import { releaseQuotations, sendDesigns } from '../helpers/workflow-fixtures';

// What a client written only from the public contract (docs/product.md#api) sends and expects.
// The bodies here are the documents' shapes, not our web client's.

describe('a client of the public contract', () => {
  let t: TestApp;
  let customer: { id: string; cookies: Cookies };
  let other: { id: string; cookies: Cookies };

  const uploadAs = (cookies: Cookies, purpose: string, count = 1) =>
    uploadImages(t.app, cookies, count, purpose);

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpCustomer(t.app, 'spec-client@example.com');
    const b = await signUpCustomer(t.app, 'spec-other@example.com');
    customer = { id: a.user._id, cookies: a.cookies };
    other = { id: b.user._id, cookies: b.cookies };
  });
  afterAll(() => t.close());

  it('creates a project with photos given as the URLs POST /uploads answered (A1)', async () => {
    const files = await uploadAs(customer.cookies, 'project-photo', 3);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: {
        service: 'Landscaping',
        area: '',
        budget: '2-3L',
        desc: 'Photos as URLs, relative, absolute and a thumbnail',
        photos: [files[0]!.url, `http://localhost:3000${files[1]!.url}`, files[2]!.thumbUrl],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().photos).toEqual(files.map((f) => f.url));
  });

  it("still refuses another customer's photo, by URL as by id (A1)", async () => {
    const [theirs] = await uploadAs(other.cookies, 'project-photo');
    for (const ref of [theirs!.url, theirs!.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${customer.id}`,
        cookies: customer.cookies,
        payload: { service: 'landscaping', budget: '2-3L', desc: 'Not mine', photos: [ref] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.notYourUpload, code: 'notYourUpload' });
    }
    const junk = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'x', photos: ['/etc/passwd'] },
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(messages.notYourUpload);
  });

  it("takes a partner's services as their labels and its gallery as URLs (A1, A2)", async () => {
    const partner = await completePartner(t.app, '9744000001', ['landscaping-plants']);
    const details = {
      name: 'Spec Partner',
      phone: partner.phone,
      city: 'Pune',
      address: '1 Road',
      postalCode: '411001',
      servicesOffered: [
        'Landscaping (Plant and civil services including swimming pool, fountain, etc.)',
        'Roof Top Gardening',
        'kitchen-gardening',
      ],
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service-provider/${partner.id}`,
      cookies: partner.cookies,
      payload: { updatationDetails: details },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().servicesOffered).toEqual([
      'landscaping-civil',
      'roof-top-gardening',
      'kitchen-gardening',
    ]);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/service-provider/${partner.id}`,
      cookies: partner.cookies,
      payload: { updatationDetails: { ...details, servicesOffered: ['Tree Surgery'] } },
    });
    expect(unknown.statusCode).toBe(400);

    const gallery = await uploadAs(partner.cookies, 'gallery', 2);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/service-provider/${partner.id}`,
      cookies: partner.cookies,
      payload: { updatationDetails: { publicImages: gallery.map((g) => g.url) } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().publicImages).toEqual(gallery.map((g) => g.url));
  });

  it("answers the customer's offers with each partner's name on the entry (A3)", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Offers' },
    });
    const projectId = created.json()._id as string;
    await sendDesigns(t.app, projectId);
    const { quotationIds, partnerIds } = await releaseQuotations(t.app, projectId, {
      count: 2,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${customer.id}`,
      cookies: customer.cookies,
      payload: { allocatedQuotations: quotationIds },
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ name: string; partnerId: string; costing: object }[]>();
    expect(entries.map((e) => [e.partnerId, e.name])).toEqual([
      [partnerIds[0], 'Partner 1'],
      [partnerIds[1], 'Partner 2'],
    ]);
    expect(entries[0]!.costing).toHaveProperty('finalCosting');
    expect(JSON.stringify(entries)).not.toMatch(/phone|email|@fixture/);
  });

  it('refuses an account id not the caller’s with 403 before it looks at the body (A5)', async () => {
    const malformed = [{ updatationDetails: 'x' }, { junk: true }, [], 'text'];
    for (const payload of malformed) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${other.id}`,
        cookies: customer.cookies,
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const projectOfOther = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${other.id}`,
      cookies: customer.cookies,
      payload: { service: 42 },
    });
    expect(projectOfOther.statusCode).toBe(403);
  });

  it('answers a too-large JSON body with a readable 413 over a real connection (A6)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const cookie = Object.entries(customer.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const huge = JSON.stringify({ service: 'landscaping', desc: 'x'.repeat(6 * 1024 * 1024) });
    const res = await fetch(`http://127.0.0.1:${address.port}/api/user/project/${customer.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: messages.payloadTooLarge,
      code: 'payloadTooLarge',
    });
    // The same with a chunked body, which carries no length to refuse it by up front.
    const chunked = await fetch(
      `http://127.0.0.1:${address.port}/api/user/project/${customer.id}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: new Blob([huge]).stream(),
        duplex: 'half',
      } as RequestInit,
    );
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({
      message: messages.payloadTooLarge,
      code: 'payloadTooLarge',
    });
    // A multipart body still has the upload route's own, larger limit.
    const body = multipart([
      { name: 'files', filename: 'p.png', type: 'image/png', body: await pngImage(20, 20) },
    ]);
    const ok = await fetch(`http://127.0.0.1:${address.port}/api/uploads?purpose=project-photo`, {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: body.payload,
    });
    expect(ok.status).toBe(201);
  });
});
