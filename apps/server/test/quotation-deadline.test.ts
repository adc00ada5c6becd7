import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { sendDesigns } from './helpers/workflow-fixtures';

type Partner = { id: string; cookies: Cookies; phone: string };

// The quotation window's deadline reaches whoever acts on it: the partner's invitation SMS and
// pages say by when to quote, and the team's Send Quotation tab names whom it invited and who
// has answered.
describe("the quotation window's deadline", () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let projectId: string;
  let ref: string;
  let closesAt: string;
  let sharedAt: number;
  const partners: Partner[] = [];

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookies?: Cookies, body?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(cookies ? { cookies } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const invited = () =>
    inject('GET', `/api/admin/invitations/${projectId}/${admin.id}`, admin.cookies);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const c = await signUpCustomer(t.app, 'deadline@example.com');
    const project = await inject('POST', `/api/user/project/${c.user._id}`, c.cookies, {
      service: 'landscaping',
      budget: '2-3L',
      desc: 'A lawn',
    });
    ({ _id: projectId, ref } = project.json<{ _id: string; ref: string }>());
    await sendDesigns(t.app, projectId, 1);
    await inject('PUT', `/api/user/project/${projectId}/${c.user._id}`, c.cookies, { num: 1 });
    const template = await inject(
      'POST',
      `/api/admin/project/quotation/${admin.id}`,
      admin.cookies,
      {
        projectId,
        info: [{ serviceDesc: 'Lawn (per sq ft)', quantity: 10, lowerRange: 20, upperRange: 40 }],
      },
    );
    expect(template.statusCode, template.body).toBe(201);
    const names = ['Asha Greens', 'Bhavesh Lawns', 'Chitra Gardens', 'Not Invited'];
    for (const [i, name] of names.entries()) {
      partners.push(await completePartner(t.app, `98555000${i}0`, ['landscaping-plants'], name));
    }
    // The second reads Hindi: its SMS says the same in Hindi.
    const hindi = await inject(
      'PUT',
      '/api/me/preferences?role=service-provider',
      partners[1]!.cookies,
      { language: 'hi' },
    );
    expect(hindi.statusCode, hindi.body).toBe(200);
    sharedAt = Date.now();
    const shared = await inject(
      'POST',
      `/api/admin/project/quotation/share/${projectId}/${admin.id}`,
      admin.cookies,
      partners.slice(0, 3).map((p) => p.id),
    );
    expect(shared.statusCode, shared.body).toBe(200);
    closesAt = shared.json().workflow.quotationWindowClosesAt;
  });
  afterAll(() => t.close());

  it('is 72 hours after the share by default', () => {
    const hours = (Date.parse(closesAt) - sharedAt) / 3600_000;
    expect(hours).toBeGreaterThan(71.99);
    expect(hours).toBeLessThan(72.01);
  });

  it('is named in the invitation SMS, as an Indian date and time, in English and Hindi', async () => {
    const outbox = async (p: Partner) =>
      (await inject('GET', `/api/dev/outbox?to=${p.phone}`)).json<{ text: string }[]>()[0]!.text;
    const english = shortIndiaTime(closesAt, 'en');
    expect(english).toMatch(/^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/);
    const [sms] = (await outbox(partners[0]!)).split(' Apply here: ');
    expect(sms).toBe(
      `Greenscape: a new project is open for your quotation (Project ${ref}) until ${english}.`,
    );
    const hindi = shortIndiaTime(closesAt, 'hi');
    expect(hindi.length).toBeLessThan(30);
    expect(await outbox(partners[1]!)).toContain(
      `आपके कोटेशन के लिए ${hindi} तक खुला है (प्रोजेक्ट ${ref})।`,
    );
  });

  it("is on the partner's New tab row, its project and its invitation's project", async () => {
    const [p] = partners as [Partner];
    const tab = await inject('GET', `/api/service-provider/project/new/${p.id}`, p.cookies);
    expect(tab.json()).toEqual([
      expect.objectContaining({ _id: projectId, standing: 'open', quotationClosesAt: closesAt }),
    ]);
    const one = await inject(
      'GET',
      `/api/service-provider/project/${projectId}/${p.id}`,
      p.cookies,
    );
    expect(one.json()).toMatchObject({ standing: 'open', quotationClosesAt: closesAt });
    const verify = await inject(
      'GET',
      `/api/service-provider/quotation/verify/${projectId}`,
      p.cookies,
    );
    expect(verify.json()).toMatchObject({
      standing: 'open',
      project: { _id: projectId, quotationClosesAt: closesAt },
    });
  });

  it('names to the team the partners invited, who has quoted and who not yet', async () => {
    const before = await invited();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ closesAt, open: true });
    expect(before.json().partners.map((p: { name: string }) => p.name)).toEqual([
      'Asha Greens',
      'Bhavesh Lawns',
      'Chitra Gardens',
    ]);
    expect(before.json().partners.every((p: { quotation: unknown }) => p.quotation === null)).toBe(
      true,
    );

    const quoting = partners[2]!;
    const template = await inject(
      'GET',
      `/api/service-provider/quotation/${projectId}`,
      quoting.cookies,
    );
    const info = template
      .json()[0]
      .info.map((l: { _id: string }) => ({ _id: l._id, spCosting: 30 }));
    const sent = await inject(
      'POST',
      `/api/service-provider/quotation/${projectId}`,
      quoting.cookies,
      { info },
    );
    expect(sent.statusCode, sent.body).toBe(201);

    const after = (await invited()).json();
    expect(after.open).toBe(true);
    // Who quoted first, by their quotations' numbers, then those still to answer.
    expect(after.partners).toEqual([
      expect.objectContaining({
        _id: quoting.id,
        name: 'Chitra Gardens',
        phone: '+919855500020',
        quotation: { num: 1, sentAt: expect.any(String) },
      }),
      expect.objectContaining({ name: 'Asha Greens', quotation: null }),
      expect.objectContaining({ name: 'Bhavesh Lawns', quotation: null }),
    ]);
    expect(JSON.stringify(after)).not.toContain('Not Invited');
  });

  it('answers 404 for a project that does not exist', async () => {
    const res = await inject(
      'GET',
      `/api/admin/invitations/00000000-0000-4000-8000-000000000000/${admin.id}`,
      admin.cookies,
    );
    expect(res.statusCode).toBe(404);
  });
});
