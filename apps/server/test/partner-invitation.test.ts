import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerQuotations } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { uploadPhotos } from './helpers/images';
import { pickQuotation } from '../src/modules/projects/steps/pick-quotation';
import { costAll, releaseToCustomer, sendDesigns } from './helpers/workflow-fixtures';

type Partner = { id: string; cookies: Cookies; phone: string };

// The invitation link shows its partner the project (never the customer's contact
// details) and quotes as that partner; images travel with the link's token while it holds.
describe('the invitation page', () => {
  let t: TestApp;
  let projectId: string;
  let customerId: string;
  let designs: string[];
  const partners: Partner[] = [];
  const tokens: string[] = [];

  const get = (url: string, cookies?: Cookies) =>
    t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
  const standing = (token: string) =>
    get(`/api/service-provider/quotation/verify/${projectId}?invite=${token}`);
  const submit = (query: string, payload: object, cookies?: Cookies) =>
    t.app.inject({
      method: 'POST',
      url: `/api/service-provider/quotation/${projectId}${query}`,
      payload,
      ...(cookies ? { cookies } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminSession(t.app);
    const c = await signUpCustomer(t.app, 'invitation@example.com');
    const customer = { id: c.user._id, cookies: c.cookies };
    customerId = customer.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.id}`,
      cookies: customer.cookies,
      payload: {
        updatationDetails: {
          name: 'Hidden Customer',
          phone: '9123400011',
          city: 'Nashik',
          address: 'Private Road 3',
          postalCode: '422001',
        },
      },
    });
    const photos = await uploadPhotos(t.app, customer.cookies, 1);
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${customer.id}`,
        cookies: customer.cookies,
        payload: {
          service: 'landscaping',
          budget: '2-3L',
          area: 'ls-lt-5000',
          desc: 'Lawn',
          photos,
        },
      })
    ).json()._id;
    designs = await sendDesigns(t.app, projectId, 2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 2 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/project/quotation/${admin.id}`,
      cookies: admin.cookies,
      payload: {
        projectId,
        info: [{ serviceDesc: 'Lawn (per sq ft)', quantity: 10, lowerRange: 20, upperRange: 40 }],
      },
    });
    for (let i = 0; i < 5; i++) {
      partners.push(
        await completePartner(t.app, `97660000${i}0`, ['landscaping-plants'], `Invited ${i}`),
      );
    }
    // The fourth has turned SMS off: its link comes by e-mail.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences?role=service-provider',
      cookies: partners[3]!.cookies,
      payload: { channels: { sms: false } },
    });
    expect(off.statusCode).toBe(200);
    // Four are invited; the fifth is not.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/project/quotation/share/${projectId}/${admin.id}`,
      cookies: admin.cookies,
      payload: partners.slice(0, 4).map((p) => p.id),
    });
    for (const p of partners.slice(0, 3)) {
      const sms = (await get(`/api/dev/outbox?to=${p.phone}`)).json()[0].text as string;
      tokens.push(/\?invite=([A-Za-z0-9_-]+)/.exec(sms)![1]!);
    }
    const email = (await get(`/api/dev/outbox?to=${partners[3]!.phone}@partners.example`)).json();
    tokens.push(/\?invite=([A-Za-z0-9_-]+)/.exec(email[0].text as string)![1]!);
  });
  afterAll(() => t.close());

  it("sends the link by the partner's channel: by e-mail, and no SMS, when SMS is turned off", async () => {
    const email = (await get(`/api/dev/outbox?to=${partners[3]!.phone}@partners.example`)).json();
    expect(email).toHaveLength(1);
    // The dev outbox keeps the address and the text: an e-mail address means the e-mail channel.
    expect(email[0].to).toBe(`${partners[3]!.phone}@partners.example`);
    expect(email[0].text).toMatch(new RegExp(`/service-provider/quotation/${projectId}\\?invite=`));
    const sms = (await get(`/api/dev/outbox?to=${partners[3]!.phone}`)).json();
    expect(sms.map((m: { text: string }) => m.text).join('\n')).not.toContain('invite=');
    const byPhone = (await get(`/api/dev/outbox?to=${partners[0]!.phone}`)).json();
    expect(byPhone[0].text).toContain('invite=');
  });

  it('shows the project, the city and the chosen design, and who quotes, but not the customer', async () => {
    const res = await standing(tokens[0]!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      standing: 'open',
      quotingAs: { name: 'Invited 0', phone: expect.stringContaining('9766000000') },
      project: {
        _id: projectId,
        service: 'landscaping',
        budget: '2-3L',
        area: 'ls-lt-5000',
        desc: 'Lawn',
        city: 'Nashik',
        design: `/api/files/${designs[1]}?invite=${tokens[0]}`,
      },
    });
    expect(body.project.photos).toEqual([expect.stringMatching(`\\?invite=${tokens[0]}$`)]);
    expect(JSON.stringify(body)).not.toMatch(/Hidden Customer|9123400011|Private Road|invitation@/);
    // The signed-in partner's Project Info has the same city and design, by its session.
    expect(
      (
        await get(
          `/api/service-provider/project/${projectId}/${partners[1]!.id}`,
          partners[1]!.cookies,
        )
      ).json(),
    ).toMatchObject({
      city: 'Nashik',
      design: `/api/files/${designs[1]}`,
    });
  });

  it('lets the link show the photos and the chosen design, and nobody else', async () => {
    const { project } = (await standing(tokens[0]!)).json();
    expect((await get(project.photos[0])).statusCode).toBe(200);
    expect((await get(project.design)).statusCode).toBe(200);
    const design = `/api/files/${designs[1]}`;
    const other = `/api/files/${designs[0]}`;
    // Without the link, or with a made-up token: nothing, as if there were no such image.
    expect((await get(design)).statusCode).toBe(404);
    expect((await get(`${design}?invite=${'x'.repeat(43)}`)).statusCode).toBe(404);
    // The design the customer did not choose stays the customer's and the team's.
    expect((await get(`${other}?invite=${tokens[0]}`)).statusCode).toBe(404);
    expect((await get(other, partners[1]!.cookies)).statusCode).toBe(404);
    // A signed-in invited partner sees the chosen design; a partner not invited does not.
    expect((await get(design, partners[1]!.cookies)).statusCode).toBe(200);
    expect((await get(design, partners[4]!.cookies)).statusCode).toBe(404);
    expect((await standing('y'.repeat(43))).statusCode).toBe(403);
  });

  it('quotes as the invited partner when the form sends no name or phone', async () => {
    const info = (await get(`/api/service-provider/quotation/${projectId}?invite=${tokens[0]}`))
      .json()[0]
      .info.map((l: { _id: string }) => ({ _id: l._id, spCosting: 30 }));
    expect((await submit(`?invite=${tokens[0]}`, { info })).statusCode).toBe(201);
    const [row] = await t.app.database.db
      .select()
      .from(partnerQuotations)
      .where(eq(partnerQuotations.partnerId, partners[0]!.id));
    expect(row).toMatchObject({ name: 'Invited 0', phone: expect.stringContaining('9766000000') });
    // Name and phone, as a client of docs/product.md#api sends them, are still taken.
    const named = await submit(
      '',
      { name: 'Typed Name', phone: '9766000099', info },
      partners[1]!.cookies,
    );
    expect(named.statusCode).toBe(201);
    expect((await standing(tokens[0]!)).json()).toMatchObject({
      standing: 'applied',
      project: { _id: projectId },
    });
  });

  it('keeps the project from a link whose window closed unanswered', async () => {
    const info = (await get(`/api/service-provider/quotation/${projectId}`, partners[2]!.cookies))
      .json()[0]
      .info.map((l: { _id: string }) => ({ _id: l._id, spCosting: 35 }));
    // The third quotation closes the window (docs/product.md#quotations).
    expect((await submit('', { info }, partners[2]!.cookies)).statusCode).toBe(201);
    const closed = (await standing(tokens[3]!)).json();
    expect(closed.standing).toBe('closed');
    expect(closed.project).toBeUndefined();
    const photo = (await standing(tokens[0]!)).json().project.photos[0].split('?')[0];
    expect((await get(`${photo}?invite=${tokens[3]}`)).statusCode).toBe(404);
    expect((await get(`${photo}?invite=${tokens[0]}`)).statusCode).toBe(200);
  });

  it('shows a lost bid nothing more, and the winner still its project', async () => {
    await costAll(t.app, projectId);
    await releaseToCustomer(t.app, projectId);
    // Partner 0 quoted first, so its quotation is number 1.
    await pickQuotation(
      { app: t.app, caller: { role: 'user', id: customerId }, address: '127.0.0.1' },
      { projectId, num: 1 },
    );
    const lost = (await standing(tokens[1]!)).json();
    expect(lost.standing).toBe('not-selected');
    expect(lost.project).toBeUndefined();
    const won = (await standing(tokens[0]!)).json();
    expect(won.standing).toBe('selected');
    const photo = won.project.photos[0].split('?')[0];
    expect((await get(`${photo}?invite=${tokens[1]}`)).statusCode).toBe(404);
    expect((await get(`${photo}?invite=${tokens[0]}`)).statusCode).toBe(200);
    expect((await get(`/api/files/${designs[1]}?invite=${tokens[1]}`)).statusCode).toBe(404);
  });
});
