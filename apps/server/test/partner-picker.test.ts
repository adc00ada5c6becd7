import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { completeAsTeam, releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// The Send Quotation picker shows each partner's city, services, rating and projects
// completed, and puts the partners of the project's city (its customer's city) first.
describe("the admin's partner picker", () => {
  const statements: string[] = [];
  let recording = false;
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let projectId: string;
  let rated: string;

  const newProject = async (city: string, email: string) => {
    const c = await signUpCustomer(t.app, email);
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${c.user._id}`,
      cookies: c.cookies,
      payload: {
        updatationDetails: {
          name: `Owner in ${city}`,
          phone: '9123400000',
          city,
          address: '7 Lane',
          postalCode: '682001',
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${c.user._id}`,
      cookies: c.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Front lawn' },
    });
    return { id: created.json<{ _id: string }>()._id, customer: c };
  };

  /** A complete partner offering landscaping, moved to a city of its own. */
  const partnerIn = async (city: string, name: string, phone: string) => {
    const partner = await completePartner(t.app, phone, ['landscaping-plants'], name);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/service-provider/${partner.id}`,
      cookies: partner.cookies,
      payload: {
        updatationDetails: {
          name,
          phone,
          city,
          address: '1 Road',
          postalCode: '500001',
          servicesOffered: ['landscaping-plants'],
        },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return partner.id;
  };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onQuery: (text) => {
          if (recording) {
            statements.push(text);
          }
        },
      },
    );
    admin = await adminSession(t.app);
    // An earlier project, completed and rated: its partner has a rating and a project completed.
    const earlier = await newProject('Pune', 'earlier@example.com');
    await sendDesigns(t.app, earlier.id);
    const { partnerIds } = await releaseQuotations(t.app, earlier.id, { count: 1 });
    rated = partnerIds[0]!;
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${earlier.id}/${earlier.customer.user._id}`,
      cookies: earlier.customer.cookies,
      payload: { num: 1 },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await completeAsTeam(t.app, earlier.id);
    const rating = await t.app.inject({
      method: 'POST',
      url: `/api/user/rating/${earlier.id}/${earlier.customer.user._id}`,
      cookies: earlier.customer.cookies,
      payload: { stars: 4 },
    });
    expect(rating.statusCode, rating.body).toBe(201);

    projectId = (await newProject('Kochi', 'kochi@example.com')).id;
    await partnerIn('Hyderabad', 'Asha Gardens', '9700000001');
    await partnerIn('Pune', 'Bala Landscapes', '9700000002');
    await partnerIn('Kochi', 'Chitra Greens', '9700000003');
    // The same city however it was typed.
    await partnerIn(' kochi', 'Deepa Lawns', '9700000004');
  });
  afterAll(() => t.close());

  const picker = async (query = '') => {
    statements.length = 0;
    recording = true;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/servicepartners/landscaping/${admin.id}${query}`,
      cookies: admin.cookies,
    });
    recording = false;
    expect(res.statusCode, res.body).toBe(200);
    return res.json<
      {
        _id: string;
        name: string;
        city: string | null;
        inProjectCity: boolean;
        rating: { average: number | null; count: number };
        totalProjectsCompleted: number;
        servicesOffered: string[];
      }[]
    >();
  };

  it("puts the project's city first, then by name, with each partner's facts", async () => {
    const partners = await picker(`?projectId=${projectId}`);
    expect(partners.map((p) => [p.name, p.inProjectCity])).toEqual([
      ['Chitra Greens', true],
      ['Deepa Lawns', true],
      ['Asha Gardens', false],
      ['Bala Landscapes', false],
      ['Partner 1', false],
    ]);
    expect(partners[0]).toMatchObject({
      city: 'Kochi',
      servicesOffered: ['landscaping-plants'],
      rating: { average: null, count: 0 },
      totalProjectsCompleted: 0,
    });
    expect(partners.find((p) => p._id === rated)).toMatchObject({
      rating: { average: 4, count: 1 },
      totalProjectsCompleted: 1,
    });
    // One statement reads the partners, their city match and their ratings: no read per partner.
    expect(statements.filter((s) => /service_providers/.test(s))).toHaveLength(1);
  });

  it('lists by name alone without a project, as the earlier client asks', async () => {
    const partners = await picker();
    expect(partners.map((p) => p.name)).toEqual([
      'Asha Gardens',
      'Bala Landscapes',
      'Chitra Greens',
      'Deepa Lawns',
      'Partner 1',
    ]);
    expect(partners.every((p) => !p.inProjectCity)).toBe(true);
  });

  it('refuses a project id that is not one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/servicepartners/landscaping/${admin.id}?projectId=kochi`,
      cookies: admin.cookies,
    });
    expect(res.statusCode).toBe(400);
  });
});
