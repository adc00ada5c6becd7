import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectNotice } from '@greenscape/shared/schemas/admin';
import {
  earlyDeliveryReports,
  outboundMessages,
  serviceProviders,
  uploads,
  users,
  whatsappAwaiting,
  whatsappInbound,
} from '../src/db/schema/index';
import { startDevChannels } from '../src/deploy/stand-ins/dev-channels';
import { notify } from '../src/modules/notifications';
import { createProject } from '../src/modules/projects/steps/create-project';
import { pickDesign } from '../src/modules/projects/steps/pick-design';
import { createTemplate } from '../src/modules/quotations/steps/create-template';
import { shareQuotation } from '../src/modules/quotations/steps/share-quotation';
import { createTestApp, type TestApp } from './helpers/test-app';
import { optInToWhatsApp } from './helpers/whatsapp-kit';
import {
  anAdmin,
  as,
  pickedProject,
  sendDesigns,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// Who WhatsApp reaches and what it keeps (docs/messaging.md): only a proven phone, every notice
// with its channels on the team's page (the conversation's too, and a partner's invitation), a
// delivery report that outruns the send's answer, and the hourly removal of what is kept a while.

describe('WhatsApp reach', () => {
  let t: TestApp;
  let p: PickedProject;
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  const phone = '+919800000111';

  const messagesTo = (to: string) =>
    t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, to));
  const tellCustomer = () =>
    notify(t.app, [{ role: 'user', id: p.customer.id }], {
      kind: 'Visit proposed',
      key: 'notifyVisitProposed',
      projectId: p.projectId,
    });
  const setCustomer = (values: Partial<typeof users.$inferInsert>) =>
    t.database.db.update(users).set(values).where(eq(users.id, p.customer.id));

  beforeAll(async () => {
    channels = await startDevChannels();
    t = await createTestApp(channels.env);
    p = await pickedProject(t.app);
    await setCustomer({ phone, phoneVerified: false });
    await optInToWhatsApp(t, p.customer.cookies);
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  it('sends WhatsApp only to a proven phone: an opted-in customer with an unproven one hears by SMS', async () => {
    await tellCustomer();
    expect((await messagesTo(phone)).map((m) => m.channel)).toEqual(['sms']);
    await setCustomer({ phoneVerified: true });
    await tellCustomer();
    expect((await messagesTo(phone)).map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(channels.meta.templates.filter((m) => m.to === phone.slice(1))).toHaveLength(1);
  });

  it("shows the conversation's notice with the channel that carried it on the team's page", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/messages`,
      cookies: p.partner.cookies,
      payload: { text: 'We start on Monday' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/notices/${p.projectId}/${p.admin.id}`,
      cookies: p.admin.cookies,
    });
    expect(res.statusCode).toBe(200);
    const message = (res.json() as ProjectNotice[]).find(
      (n) => n.kind === 'Message' && n.recipientRole === 'user',
    );
    expect(message?.messages).toEqual([{ channel: 'whatsapp', status: 'sent', delivery: null }]);
  });

  it('applies a delivery report that arrives before the send is answered: a failure falls back to one SMS', async () => {
    const unreachable = '+919811110000';
    await setCustomer({ phone: unreachable });
    channels.meta.reportDeliveriesTo(
      async ({ raw, signature }) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/whatsapp',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          payload: raw,
        });
        await Promise.all([...t.app.webhookWork]);
      },
      { first: true },
    );
    await tellCustomer();
    const sent = await messagesTo(unreachable);
    expect(sent.map((m) => [m.channel, m.delivery]).sort()).toEqual([
      ['sms', null],
      ['whatsapp', 'fell-back'],
    ]);
    expect(channels.msg91.sent.filter((s) => s.mobiles === unreachable.slice(1))).toHaveLength(1);
    // Applied once the id was saved, and not kept any longer.
    expect(await t.database.db.select().from(earlyDeliveryReports)).toEqual([]);
    await setCustomer({ phone });
  });

  it('tries WhatsApp again while Meta is in trouble, and after the last try sends the SMS once', async () => {
    const down = '+919811112222';
    await setCustomer({ phone: down });
    const makeDue = (id: string) =>
      t.database.db
        .update(outboundMessages)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outboundMessages.id, id));
    // A rate limit answered with a 400 passes with time: tried again, not taken for a refusal.
    channels.meta.failSends({ status: 400, code: 130429 });
    await tellCustomer();
    const [first] = await messagesTo(down);
    expect(first).toMatchObject({ channel: 'whatsapp', status: 'failed', attempts: 1 });
    expect(first!.nextAttemptAt).not.toBeNull();
    channels.meta.failSends({ status: 503, code: 131016 });
    for (let tries = 2; tries <= 5; tries++) {
      await makeDue(first!.id);
      expect(await t.app.retryFailedMessages()).toBeGreaterThanOrEqual(1);
    }
    const sent = await messagesTo(down);
    expect(sent.map((m) => [m.channel, m.status, m.delivery, m.attempts]).sort()).toEqual([
      ['sms', 'sent', null, 1],
      ['whatsapp', 'failed', 'fell-back', 5],
    ]);
    expect(channels.msg91.sent.filter((s) => s.mobiles === down.slice(1))).toHaveLength(1);
    channels.meta.failSends(undefined);
    await setCustomer({ phone });
  });

  it("sends a partner's invitation by WhatsApp when they opted in, its link kept for the free-text channels", async () => {
    const admin = await anAdmin(t.app);
    const customer = { role: 'user' as const, id: p.customer.id };
    const project = await createProject(as(t.app, customer), {
      service: 'landscaping',
      budget: '2-3L',
      desc: 'Front garden',
    } as Parameters<typeof createProject>[1]);
    await sendDesigns(t.app, project.id);
    await pickDesign(as(t.app, customer), { projectId: project.id, num: 1 });
    await createTemplate(as(t.app, admin), {
      projectId: project.id,
      info: [{ serviceDesc: 'Lawn (per sq ft)', quantity: 50, lowerRange: 20, upperRange: 40 }],
    });
    const partnerPhone = '+919800000222';
    const [partner] = await t.database.db
      .insert(serviceProviders)
      .values({
        name: 'Opted-in partner',
        phone: partnerPhone,
        services: ['landscaping'],
        profileCompleted: true,
        channels: { sms: true, whatsapp: true, email: true },
        whatsappOptedInAt: new Date(),
      })
      .returning();
    await shareQuotation(as(t.app, admin), { projectId: project.id, partnerIds: [partner!.id] });
    const [invitation] = await messagesTo(partnerPhone);
    expect(invitation).toMatchObject({
      channel: 'whatsapp',
      template: { event: 'notifyInvited', params: [project.ref] },
    });
    expect(invitation!.notificationId).not.toBeNull();
    expect(invitation!.text).toContain(`/service-provider/quotation/${project.id}?invite=`);
    const sent = channels.meta.templates.find((m) => m.to === partnerPhone.slice(1));
    expect(sent).toMatchObject({ name: 'gs_invited', params: [project.ref] });
    // The URL button's variable ends the partner's personal address, registered as
    // https://<site>/service-provider/quotation/{{1}} (docs/messaging.md).
    expect(invitation!.text).toContain(`/service-provider/quotation/${sent!.link}`);
    expect(sent!.link).toMatch(new RegExp(`^${project.id}\\?invite=[\\w-]{20,}`));
  });

  it('removes each hour what is kept only for a while, and nothing younger', async () => {
    const { db } = t.database;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    await db.insert(whatsappInbound).values([
      { messageId: 'wamid.old', fromPhone: '919800000111', kind: 'text', receivedAt: daysAgo(8) },
      { messageId: 'wamid.new', fromPhone: '919800000111', kind: 'text', receivedAt: daysAgo(6) },
    ]);
    await db.insert(earlyDeliveryReports).values([
      { providerId: 'wamid.never', channel: 'whatsapp', reported: 'read', receivedAt: daysAgo(2) },
      { providerId: 'wamid.soon', channel: 'whatsapp', reported: 'read', receivedAt: now },
    ]);
    const photo = await workPhoto(t.app, p.customer);
    await db.insert(whatsappAwaiting).values({
      phone,
      userId: p.customer.id,
      projectId: p.projectId,
      milestone: 2,
      photos: [photo],
      until: daysAgo(0.1),
    });
    // Another customer's request ended ten minutes ago: kept for the hour's grace.
    const other = await pickedProject(t.app);
    await db.update(users).set({ phone: '+919800000333' }).where(eq(users.id, other.customer.id));
    await db.insert(whatsappAwaiting).values({
      phone: '+919800000333',
      userId: other.customer.id,
      projectId: other.projectId,
      milestone: 2,
      until: new Date(now.getTime() - 600_000),
    });
    expect(await t.app.sweepHousekeeping(now)).toMatchObject({
      inbound: 1,
      awaiting: 1,
      earlyReports: 1,
    });
    const left = await db.select({ id: whatsappInbound.messageId }).from(whatsappInbound);
    expect(left.map((r) => r.id)).toContain('wamid.new');
    expect(left.map((r) => r.id)).not.toContain('wamid.old');
    expect(
      await db.select({ id: earlyDeliveryReports.providerId }).from(earlyDeliveryReports),
    ).toEqual([{ id: 'wamid.soon' }]);
    // The photos a change request never took are gone with it.
    expect(await db.select().from(uploads).where(eq(uploads.id, photo))).toEqual([]);
    expect((await db.select().from(whatsappAwaiting)).map((r) => r.phone)).toEqual([
      '+919800000333',
    ]);
  });
});
