import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import { messages } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { notifications, outboundMessages } from '../src/db/schema/index';
import { adminSession, completePartner, signUpCustomer, type Cookies } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { sendDesigns } from './helpers/workflow-fixtures';

// Notifications read in the reader's language of the moment, SMS and e-mail go out in
// the recipient's, as the channels it chose.

type Account = { id: string; cookies: Cookies };
type FeedItem = { kind: string; text: string; projectId: string | null };
type Sent = { channel: string; subject: string | null; text: string };

describe("notifications in the reader's language", () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  let hindi: Account & { email: string };
  let english: Account & { email: string; phone: string };

  const inject = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    cookies?: Cookies,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      ...(cookies ? { cookies } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setPreferences = async (cookies: Cookies, change: object) =>
    expect((await inject('PUT', '/api/me/preferences', cookies, change)).statusCode).toBe(200);
  const feed = async (cookies: Cookies, role: string) =>
    (await inject('GET', `/api/notifications?role=${role}`, cookies)).json<{ items: FeedItem[] }>()
      .items;
  const outbox = async (to: string) =>
    (await inject('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json<
      { text: string }[]
    >();
  /** What was kept for a recipient, with the channel and subject the dev outbox leaves out. */
  const kept = (to: string): Promise<Sent[]> =>
    t.database.db
      .select({
        channel: outboundMessages.channel,
        subject: outboundMessages.subject,
        text: outboundMessages.text,
      })
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, to));
  const createProject = async (who: Account) => {
    const res = await inject('POST', `/api/user/project/${who.id}`, who.cookies, {
      service: 'landscaping',
      budget: '2-3L',
      desc: 'A lawn',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string; ref: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const h = await signUpCustomer(t.app, 'hindi@example.com');
    hindi = { id: h.user._id, cookies: h.cookies, email: 'hindi@example.com' };
    await setPreferences(hindi.cookies, { language: 'hi' });
    const e = await signUpCustomer(t.app, 'english@example.com');
    english = { id: e.user._id, cookies: e.cookies, email: 'english@example.com', phone: '' };
    const profile = await inject('PUT', `/api/user/${english.id}`, english.cookies, {
      updatationDetails: {
        name: 'English Customer',
        phone: '9811100001',
        city: 'Pune',
        address: '1 Road',
        postalCode: '411001',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    english.phone = '+919811100001';
  });
  afterAll(() => t.close());

  it("words each notification in its reader's language of the moment", async () => {
    const project = await createProject(hindi);
    await sendDesigns(t.app, project._id, 1);
    const [ready] = await feed(hindi.cookies, 'user');
    expect(ready).toMatchObject({
      kind: 'Designs ready',
      projectId: project._id,
      text: `${messagesHi.notifyDesignsReady} (प्रोजेक्ट ${project.ref})`,
    });
    // The team reads the same project's notice in English.
    const [created] = await feed(admin.cookies, 'admin');
    expect(created).toMatchObject({
      kind: 'New project',
      text: `${messages.notifyNewProject} (Project ${project.ref})`,
    });
    // Switching language rewords what is already there.
    await setPreferences(hindi.cookies, { language: 'en' });
    expect((await feed(hindi.cookies, 'user'))[0]!.text).toBe(
      `${messages.notifyDesignsReady} (Project ${project.ref})`,
    );
    await setPreferences(hindi.cookies, { language: 'hi' });
  });

  it('shows a notification made before there were keys as it was stored', async () => {
    await t.database.db.insert(notifications).values({
      recipientRole: 'user',
      recipientId: hindi.id,
      kind: 'Old',
      text: 'An older notice',
    });
    expect((await feed(hindi.cookies, 'user'))[0]).toMatchObject({
      kind: 'Old',
      text: 'An older notice',
    });
  });

  it('e-mails a Hindi customer without a phone in Hindi, subject and text', async () => {
    const [mail] = await kept(hindi.email);
    expect(mail!.channel).toBe('email');
    expect(mail!.text).toMatch(/^Greenscape: आपके डिज़ाइन तैयार हैं: कृपया एक चुनें \(प्रोजेक्ट GS-/);
    expect(mail!.subject).toMatch(/^Greenscape · आपके डिज़ाइन तैयार हैं/);
  });

  it('sends by e-mail instead when SMS is turned off, and by SMS when it is on', async () => {
    const first = await createProject(english);
    await sendDesigns(t.app, first._id, 1);
    expect((await outbox(english.phone)).map((m) => m.text)).toEqual([
      `Greenscape: ${messages.notifyDesignsReady} (Project ${first.ref})`,
    ]);
    expect(await kept(english.email)).toEqual([]);

    await setPreferences(english.cookies, { channels: { sms: false } });
    const second = await createProject(english);
    await sendDesigns(t.app, second._id, 1);
    expect(await outbox(english.phone)).toHaveLength(1);
    expect(await kept(english.email)).toEqual([
      {
        channel: 'email',
        subject: `Greenscape · ${messages.notifyDesignsReady} (Project ${second.ref})`,
        text: `Greenscape: ${messages.notifyDesignsReady} (Project ${second.ref})`,
      },
    ]);
  });

  it('invites a Hindi-speaking partner by SMS in Hindi, and an English one in English', async () => {
    const partnerHi = await completePartner(t.app, '9822200001', ['landscaping-plants'], 'Ravi');
    await setPreferences(partnerHi.cookies, { language: 'hi' });
    const partnerEn = await completePartner(t.app, '9822200002', ['landscaping-plants'], 'Sam');
    const project = await createProject(hindi);
    await sendDesigns(t.app, project._id, 1);
    expect(
      (
        await inject('PUT', `/api/user/project/${project._id}/${hindi.id}`, hindi.cookies, {
          num: 1,
        })
      ).statusCode,
    ).toBe(200);
    const template = await inject(
      'POST',
      `/api/admin/project/quotation/${admin.id}`,
      admin.cookies,
      {
        projectId: project._id,
        info: [{ serviceDesc: 'Lawn (per sq ft)', quantity: 10, lowerRange: 20, upperRange: 40 }],
      },
    );
    expect(template.statusCode, template.body).toBeLessThan(300);
    const shared = await inject(
      'POST',
      `/api/admin/project/quotation/share/${project._id}/${admin.id}`,
      admin.cookies,
      [partnerHi.id, partnerEn.id],
    );
    expect(shared.statusCode, shared.body).toBe(200);
    // By when to quote, in India's time and the partner's language.
    const closesAt: string = shared.json().workflow.quotationWindowClosesAt;
    const deadline = (language: 'en' | 'hi') =>
      shortIndiaTime(closesAt, language).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    const [toHindi] = await outbox(`+91${partnerHi.phone}`);
    expect(toHindi!.text).toMatch(
      new RegExp(
        `^Greenscape: एक नया प्रोजेक्ट आपके कोटेशन के लिए ${deadline('hi')} तक खुला है \\(प्रोजेक्ट ${project.ref}\\)। यहाँ आवेदन करें: http\\S+\\?invite=[A-Za-z0-9_-]+$`,
      ),
    );
    const [toEnglish] = await outbox(`+91${partnerEn.phone}`);
    expect(toEnglish!.text).toMatch(
      new RegExp(
        `^Greenscape: a new project is open for your quotation \\(Project ${project.ref}\\) until ${deadline('en')}\\. Apply here: http\\S+\\?invite=`,
      ),
    );
    // In the app, each reads the invitation in their own language.
    expect((await feed(partnerHi.cookies, 'service-provider'))[0]!.text).toBe(
      `${messagesHi.notifyInvited} (प्रोजेक्ट ${project.ref})`,
    );
    expect((await feed(partnerEn.cookies, 'service-provider'))[0]!.text).toBe(
      `${messages.notifyInvited} (Project ${project.ref})`,
    );
  });
});
