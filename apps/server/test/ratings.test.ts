import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { completeAsTeam, releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// After completion the customer rates the chosen partner once (docs/product.md#ratings). The
// project reaches completion through the real steps; the customer picks through the API.
describe('the rating of a completed project', () => {
  let t: TestApp;
  let customer: { id: string; cookies: Cookies };
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const c = await signUpCustomer(t.app, 'owner@example.com');
    customer = { id: c.user._id, cookies: c.cookies };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Front lawn' },
    });
    projectId = created.json()._id;
    await sendDesigns(t.app, projectId);
    await releaseQuotations(t.app, projectId, { count: 2 });
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 2 },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await completeAsTeam(t.app, projectId);
  });
  afterAll(() => t.close());

  it('lets the customer rate the chosen partner once, which the public profile shows', async () => {
    const rate = (body: object, who = customer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/rating/${projectId}/${who.id}`,
        cookies: who.cookies,
        payload: body,
      });
    expect((await rate({ stars: 6 })).json()).toEqual({
      message: messages.chooseStars,
      code: 'chooseStars',
    });
    const other = await signUpCustomer(t.app, 'stranger@example.com');
    expect(
      (await rate({ stars: 5 }, { id: other.user._id, cookies: other.cookies })).statusCode,
    ).toBe(404);
    const saved = await rate({ stars: 4, comment: 'Neat work, a day late' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ stars: 4, comment: 'Neat work, a day late' });
    expect((await rate({ stars: 5 })).json()).toEqual({
      message: messages.alreadyRated,
      code: 'alreadyRated',
    });
    const project = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/project/${projectId}/${customer.id}`,
        cookies: customer.cookies,
      })
    ).json();
    expect(project.rating).toEqual({ stars: 4, comment: 'Neat work, a day late' });
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-provider/${project.selectedServicePartner}`,
      })
    ).json();
    expect(profile.rating).toEqual({ average: 4, count: 1 });
    expect(profile.comments[0]).toMatchObject({ stars: 4, comment: 'Neat work, a day late' });
  });

  it("puts each partner's rating on the customer's offers, after the rating above", async () => {
    const project = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/project/${projectId}/${customer.id}`,
        cookies: customer.cookies,
      })
    ).json<{ allocatedQuotations: string[]; selectedServicePartner: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${customer.id}`,
      cookies: customer.cookies,
      payload: { allocatedQuotations: project.allocatedQuotations },
    });
    expect(res.statusCode).toBe(200);
    const offers = res.json<{ num: number; partnerId: string; partnerRating?: object }[]>();
    expect(offers.map((o) => [o.num, o.partnerRating])).toEqual([
      [1, { average: null, count: 0 }],
      [2, { average: 4, count: 1 }],
    ]);
    expect(offers[1]!.partnerId).toBe(project.selectedServicePartner);
  });

  it('refuses a rating before completion', async () => {
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer.id}`,
      cookies: customer.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Another' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/rating/${fresh.json()._id}/${customer.id}`,
      cookies: customer.cookies,
      payload: { stars: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.ratingNotYet, code: 'ratingNotYet' });
  });
});
