import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { uploadPhotos } from './helpers/images';

type Partner = { id: string; cookies: Cookies; phone: string };

// The partner's workspace: invitations, the allocation of quotations, the public profile and its
// gallery. The supplier's workspace is supplier-workspace.test.ts's.
describe('the partner workspace', () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let projectId: string;
  let customer: { id: string; cookies: Cookies };
  const partners: Partner[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const c = await signUpCustomer(t.app, 'garden@example.com');
    customer = { id: c.user._id, cookies: c.cookies };
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.id}`,
      cookies: customer.cookies,
      payload: {
        updatationDetails: {
          name: 'Private Person',
          phone: '9123400000',
          city: 'Pune',
          address: 'Secret Lane 7',
          postalCode: '411001',
        },
      },
    });
    const photos = await uploadPhotos(t.app, customer.cookies, 1);
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${customer.id}`,
        cookies: customer.cookies,
        payload: { service: 'kitchen gardening', budget: '1-1.5L', desc: 'Herbs', photos },
      })
    ).json()._id;
    const designs = await uploadPhotos(t.app, admin.cookies, 1, 'design');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/project/${projectId}/${admin.id}`,
      cookies: admin.cookies,
      payload: designs,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/project/quotation/${admin.id}`,
      cookies: admin.cookies,
      payload: {
        projectId,
        info: [
          { serviceDesc: 'Raised bed (per bed)', quantity: 4, lowerRange: 3000, upperRange: 5000 },
        ],
      },
    });
    for (let i = 0; i < 11; i++) {
      partners.push(
        await completePartner(t.app, `96000000${String(i).padStart(2, '0')}`, [
          'kitchen-gardening',
        ]),
      );
    }
    // Ten are invited; the eleventh is not.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/project/quotation/share/${projectId}/${admin.id}`,
      cookies: admin.cookies,
      payload: partners.slice(0, 10).map((p) => p.id),
    });
  });
  afterAll(() => t.close());

  const tab = (p: Partner, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/${key}/${p.id}`,
      cookies: p.cookies,
    });

  it('shows an invited partner the project without the customer\u2019s contact details', async () => {
    expect((await tab(partners[0]!, 'new')).json().map((p: { _id: string }) => p._id)).toEqual([
      projectId,
    ]);
    const detail = await tab(partners[0]!, projectId);
    expect(detail.json()).toMatchObject({
      _id: projectId,
      service: 'kitchen-gardening',
      standing: 'open',
      desc: 'Herbs',
    });
    expect(JSON.stringify(detail.json())).not.toMatch(
      /Private Person|9123400000|Secret Lane|garden@example|client/,
    );
    expect(detail.json().photos).toHaveLength(1);
    // The invited partner may see the photo; the uninvited one may not see the project at all.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: detail.json().photos[0],
          cookies: partners[0]!.cookies,
        })
      ).statusCode,
    ).toBe(200);
    expect((await tab(partners[10]!, projectId)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: detail.json().photos[0],
          cookies: partners[10]!.cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect((await tab(partners[10]!, 'new')).json()).toEqual([]);
    const wrongId = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/new/${partners[1]!.id}`,
      cookies: partners[0]!.cookies,
    });
    expect(wrongId.statusCode).toBe(403);
  });

  it('allocates exactly three when ten partners submit at once, and refuses the rest clearly', async () => {
    const template = (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-provider/quotation/${projectId}`,
        cookies: partners[0]!.cookies,
      })
    ).json()[0];
    const results = await Promise.all(
      partners.slice(0, 10).map((p, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/service-provider/quotation/${projectId}`,
          cookies: p.cookies,
          payload: {
            name: `Partner ${i}`,
            phone: p.phone,
            info: [{ _id: template.info[0]._id, spCosting: 3000 + i * 100 }],
          },
        }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(3);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: messages.quotationWindowExpired,
        code: 'quotationWindowExpired',
      });
    }
    const winners = partners.slice(0, 10).filter((_, i) => results[i]!.statusCode === 201);
    const losers = partners.slice(0, 10).filter((_, i) => results[i]!.statusCode !== 201);
    expect(
      (await tab(winners[0]!, 'inprogress')).json().map((p: { standing: string }) => p.standing),
    ).toEqual(['applied']);
    expect((await tab(losers[0]!, 'new')).json()).toEqual([]);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/quotation/verify/${projectId}`,
      cookies: losers[0]!.cookies,
    });
    expect(verify.json()).toMatchObject({
      standing: 'closed',
      message: messages.quotationWindowExpired,
    });
    // A window that closed on this partner unanswered shows it the project no more.
    expect(verify.json().project).toBeUndefined();
    // The project's own page says the same of each, with the customer's city (one statement,
    // partner-projects.ts invitedProjectPage).
    for (const [p, standing] of [
      [winners[0]!, 'applied'],
      [losers[0]!, 'closed'],
    ] as const) {
      const page = await tab(p, projectId);
      expect(page.json()).toMatchObject({ _id: projectId, standing, city: 'Pune' });
    }
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/quotation/${projectId}/${winners[0]!.id}`,
      cookies: winners[0]!.cookies,
    });
    expect(own.json()).toMatchObject({
      details: [{ serviceDesc: 'Raised bed (per bed)', quantity: 4 }],
    });
    expect(own.json().total).toBe(own.json().details[0].amount);
  });

  it('keeps a public profile with gallery and rating, and a gallery of own uploads only', async () => {
    const p = partners[0]!;
    const empty = (
      await t.app.inject({ method: 'GET', url: `/api/service-provider/${p.id}` })
    ).json();
    expect(empty).toMatchObject({
      totalProjectsCompleted: 0,
      publicImages: [],
      rating: { average: null, count: 0 },
    });
    const images = await uploadPhotos(t.app, p.cookies, 2, 'gallery');
    const put = (cookies: Cookies, publicImages: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/service-provider/${p.id}`,
        cookies,
        payload: { updatationDetails: { publicImages } },
      });
    const saved = await put(
      p.cookies,
      images.map((id) => `/api/files/${id}`),
    );
    expect(saved.json().publicImages).toEqual(images.map((id) => `/api/files/${id}`));
    const others = await uploadPhotos(t.app, partners[1]!.cookies, 1, 'gallery');
    expect((await put(p.cookies, [...images, ...others])).json()).toEqual({
      message: messages.notYourUpload,
      code: 'notYourUpload',
    });
    const customersPhoto = await uploadPhotos(t.app, customer.cookies, 1);
    expect((await put(p.cookies, customersPhoto)).statusCode).toBe(403);

    // Removing one deletes its file, then the list is updated.
    const after = await put(p.cookies, [images[1]!]);
    expect(after.json().publicImages).toEqual([`/api/files/${images[1]}`]);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${images[0]}` })).statusCode).toBe(
      404,
    );
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/service-provider/${p.id}` })
    ).json();
    expect(profile.publicImages).toEqual([`/api/files/${images[1]}`]);
    expect(
      (await t.app.inject({ method: 'GET', url: profile.publicImages[0] })).headers[
        'cache-control'
      ],
    ).toMatch(/public/);
  });
});
