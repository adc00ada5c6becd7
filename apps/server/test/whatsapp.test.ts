import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateName } from '@greenscape/shared/channels/channel-events';
import type { ProjectNotice } from '@greenscape/shared/schemas/admin';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import fc from 'fast-check';
import sharp from 'sharp';
import {
  auditEvents,
  milestoneChanges,
  outboundMessages,
  projectMessages,
  serviceProviders,
  users,
  whatsappAwaiting,
} from '../src/db/schema/index';
import { startDevChannels } from '../src/deploy/stand-ins/dev-channels';
import { webhookOf } from '../src/deploy/stand-ins/whatsapp';
import { changeQuietMs, finishChangeRequests } from '../src/modules/channels/change-request-make';
import { milestoneCalls } from './helpers/milestone-calls';
import {
  milestoneRow,
  optInToWhatsApp,
  readyForProof,
  signedWebhook,
} from './helpers/whatsapp-kit';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// The milestone's review from WhatsApp (docs/messaging.md), against stand-ins that check the Graph
// API's and MSG91's requests: the proof-ready template with its buttons, Approve through a signed
// webhook as the page approves, a second tap, another phone and a forged signature changing
// nothing, a failed delivery falling back to one SMS through MSG91, and the OTP's DLT template.

const phone = '+919800000101';
const from = phone.slice(1);

describe('WhatsApp', () => {
  let t: TestApp;
  let p: PickedProject;
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  let meta: (typeof channels)['meta'];
  let msg91: (typeof channels)['msg91'];
  let templateIds: Record<string, string>;
  const { call, proof } = milestoneCalls(
    () => t,
    () => p,
  );

  const webhook = signedWebhook(
    () => t,
    () => meta,
  );
  const milestone = (num: number) => milestoneRow(t, p.projectId, num);
  const approvals = () =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.projectId, p.projectId),
          eq(auditEvents.route, routeKey(executionApi.approveMilestone)),
        ),
      );

  beforeAll(async () => {
    channels = await startDevChannels();
    ({ meta, msg91, templateIds } = channels);
    t = await createTestApp(channels.env);
    p = await readyForProof(t, phone, [
      { title: 'Lawn', percent: 40, dueOn: '2026-12-10' },
      { title: 'Handover', percent: 60 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  it("answers Meta's verification with the challenge only for the verify token", async () => {
    const ask = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const right = await ask(channels.env.WHATSAPP_VERIFY_TOKEN);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect((await ask('wrong-token')).statusCode).toBe(403);
  });

  it('sends the proof-ready template with Approve and Request changes to a customer who opted in', async () => {
    await optInToWhatsApp(t, p.customer.cookies);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.customer.id));
    expect(row!.whatsappOptedInAt).toBeInstanceOf(Date);

    const sent = await call('POST', p.partner, '/1/proof', await proof());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(meta.refused).toEqual([]);
    const template = meta.templates.find((m) => m.to === from);
    expect(template).toMatchObject({
      name: templateName('notifyProofSubmitted'),
      language: 'en',
      buttons: [`approve:${p.projectId}:1`, `changes:${p.projectId}:1`],
    });
    expect(template!.params).toHaveLength(1);
    const [kept] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recipient, phone), eq(outboundMessages.channel, 'whatsapp')));
    expect(kept).toMatchObject({ status: 'sent', providerId: template!.id });
    // The dev outbox says it went by WhatsApp, as which template, with which buttons.
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(phone)}`,
    });
    expect(outbox.json()[0]).toMatchObject({
      channel: 'whatsapp',
      template: 'gs_proof_submitted',
      buttons: [`approve:${p.projectId}:1`, `changes:${p.projectId}:1`],
    });
  });

  it('changes nothing for a forged signature, another phone, or a button of another shape', async () => {
    const tap = webhookOf.button(from, 'wamid.forged', `approve:${p.projectId}:1`);
    expect((await webhook(tap, 'not-the-app-secret-0123456789')).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(tap),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(
      (await webhook(webhookOf.button('919811111111', 'wamid.other', `approve:${p.projectId}:1`)))
        .statusCode,
    ).toBe(200);
    expect(
      (await webhook(webhookOf.button(from, 'wamid.odd', `approve:${p.projectId}:1:x`))).statusCode,
    ).toBe(200);
    expect((await milestone(1)).status).toBe('submitted');
    expect(await approvals()).toHaveLength(0);
  });

  it("changes nothing for another verified customer's tap on this project's button", async () => {
    const other = await pickedProject(t.app);
    await t.database.db
      .update(users)
      .set({ phone: '+919800000404', phoneVerified: true })
      .where(eq(users.id, other.customer.id));
    const before = await approvals();
    await webhook(webhookOf.button('919800000404', 'wamid.not-theirs', `approve:${p.projectId}:1`));
    expect(await approvals()).toEqual(before);
    // Milestone 1 waits for review: only the ownership check stands between the tap and it.
    expect((await milestone(1)).status).toBe('submitted');
    expect(meta.texts.at(-1)).toMatchObject({
      to: '919800000404',
      // It never asked them: their tap names no message of theirs.
      body: expect.stringMatching(/^That message is out of date/),
    });
  });

  it('approves on a tap from the verified phone, with the audit line of the page; a second tap changes nothing', async () => {
    const asked = meta.templates.find((m) => m.buttons[0] === `approve:${p.projectId}:1`)!;
    // A tap on another message than the latest to ask about the milestone is out of date.
    await webhook(webhookOf.button(from, 'wamid.tap0', `approve:${p.projectId}:1`, 'wamid.old'));
    expect(meta.texts.at(-1)!.body).toMatch(/^That message is out of date/);
    expect(await approvals()).toHaveLength(0);
    const tap = webhookOf.button(from, 'wamid.tap1', `approve:${p.projectId}:1`, asked.id);
    expect((await webhook(tap)).statusCode).toBe(200);
    expect((await milestone(1)).status).toBe('approved');
    const [line] = await approvals();
    expect(line).toMatchObject({ actorRole: 'user', actorId: p.customer.id, statusCode: 200 });
    expect(meta.texts.at(-1)).toMatchObject({
      to: from,
      body: expect.stringMatching(/^Approved: milestone 1/),
    });

    // The same message again (WhatsApp retries), and a new tap on the same button.
    await webhook(tap);
    await webhook(webhookOf.button(from, 'wamid.tap2', `approve:${p.projectId}:1`, asked.id));
    expect(await approvals()).toHaveLength(1);
    expect(meta.texts.at(-1)!.body).toBe('Nothing changed: This milestone is already approved');

    // Request changes on the approved milestone is told why at once, and waits for no words.
    await webhook(webhookOf.button(from, 'wamid.tap3', `changes:${p.projectId}:1`, asked.id));
    expect(meta.texts.at(-1)!.body).toBe('Nothing changed: This milestone is already approved');
    expect(await t.database.db.select().from(whatsappAwaiting)).toEqual([]);
  });

  it('takes Request changes with the next text and a photo as the change request', async () => {
    const sent = await call('POST', p.partner, '/2/proof', await proof(2));
    expect(sent.statusCode, sent.body).toBe(201);
    const asked = meta.templates.find((m) => m.buttons[1] === `changes:${p.projectId}:2`)!;
    await webhook(
      webhookOf.button(from, 'wamid.ch1', `changes:${p.projectId}:2`, asked.id, 'Request changes'),
    );
    expect(meta.texts.at(-1)!.body).toMatch(/^What should change in milestone 2/);
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#8D6E63' },
    })
      .jpeg()
      .toBuffer();
    meta.addMedia('media-1', photo);
    // One photo with its caption, as people send them: the caption is the request's words.
    await webhook(
      webhookOf.image(from, 'wamid.ch2', 'media-1', 'The edging is uneven near the gate'),
    );
    // Made a quiet minute after the last message, for photos sent after the words.
    expect((await milestone(2)).status).toBe('submitted');
    expect(await finishChangeRequests(t.app, new Date(Date.now() + changeQuietMs))).toBe(1);
    expect((await milestone(2)).status).toBe('changes-requested');
    const [change] = await t.database.db
      .select()
      .from(milestoneChanges)
      .where(and(eq(milestoneChanges.projectId, p.projectId), eq(milestoneChanges.num, 2)));
    expect(change).toMatchObject({ text: 'The edging is uneven near the gate' });
    expect(change!.photos).toHaveLength(1);
    expect(meta.texts.at(-1)!.body).toMatch(/^Your change request for milestone 2/);
  });

  it("puts other words and photos from a participant's phone into the project's conversation", async () => {
    await webhook(webhookOf.text(from, 'wamid.conv1', 'Can the team come on Saturday?'));
    const [partner] = await t.database.db
      .select({ phone: serviceProviders.phone })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, p.partner.id));
    const photo = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#33691E' },
    })
      .jpeg()
      .toBuffer();
    meta.addMedia('media-2', photo);
    const partnerPhoto = webhookOf.image(
      partner!.phone!.slice(1),
      'wamid.conv2',
      'media-2',
      'Saturday works; here is the new edging',
    );
    await webhook(partnerPhoto);
    const conversation = await t.database.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.projectId, p.projectId))
      .orderBy(projectMessages.createdAt);
    expect(conversation.map((m) => [m.authorRole, m.text, m.photos.length])).toEqual([
      ['user', 'Can the team come on Saturday?', 0],
      ['service-provider', 'Saturday works; here is the new edging', 1],
    ]);
  });

  it('refuses a huge body, and changes nothing for a signed body of another shape or another project', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: 'x'.repeat(600 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect((await webhook({ object: 'page', entry: 'none' })).statusCode).toBe(200);
    const before = await approvals();
    const stranger = '00000000-0000-4000-8000-000000000000';
    await webhook(webhookOf.button(from, 'wamid.stranger', `approve:${stranger}:1`));
    expect(meta.texts.at(-1)!.body).toMatch(/^That message is out of date/);
    expect(await approvals()).toEqual(before);
  });

  it('falls back to one SMS through MSG91 when WhatsApp cannot deliver', async () => {
    const proofReady = meta.templates.find((m) => m.name === templateName('notifyProofSubmitted'))!;
    const [message] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.providerId, proofReady.id),
          isNotNull(outboundMessages.notificationId),
        ),
      );
    await webhook(webhookOf.status(message!.providerId!, 'failed', 131026));
    await webhook(webhookOf.status(message!.providerId!, 'failed', 131026));
    const sms = msg91.sent.filter(
      (s) => s.mobiles === from && s.templateId === templateIds['notifyProofSubmitted.en'],
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      templateId: templateIds['notifyProofSubmitted.en'],
      sender: 'GRNSCP',
    });
    expect(sms[0]!.variables.VAR1).toMatch(/^GS-/);
    const [after] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, message!.id));
    expect(after!.delivery).toBe('fell-back');
  });

  it('answers any signed body and any MSG91 report without a fault, changing nothing it should not', async () => {
    const before = await approvals();
    const bodies = fc.sample(
      fc.oneof(
        fc.jsonValue(),
        fc.record({
          object: fc.constant('whatsapp_business_account'),
          entry: fc.array(fc.record({ changes: fc.array(fc.anything(), { maxLength: 3 }) }), {
            maxLength: 3,
          }),
        }),
      ),
      { numRuns: 40, seed: 36 },
    );
    for (const body of bodies) {
      const res = await webhook(body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      const report = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/msg91/${channels.env.MSG91_WEBHOOK_SECRET}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(report.statusCode, JSON.stringify(body)).toBe(200);
    }
    await Promise.all([...t.app.webhookWork]);
    expect(await approvals()).toEqual(before);
  });

  it("keeps MSG91's delivery reports at its secret address only", async () => {
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      payload: { phone: '9800000303', purpose: 'login' },
    });
    expect(otp.statusCode).toBe(200);
    const { requestId } = msg91.sent.find((s) => s.mobiles === '919800000303')!;
    const report = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/msg91/${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          data: JSON.stringify([{ requestId, report: [{ status: '1', number: '919800000303' }] }]),
        }).toString(),
      });
    expect((await report('a-wrong-secret-0123456789')).statusCode).toBe(404);
    expect((await report(channels.env.MSG91_WEBHOOK_SECRET)).statusCode).toBe(200);
    await Promise.all([...t.app.webhookWork]);
    const [row] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.providerId, requestId));
    expect(row).toMatchObject({ channel: 'sms', delivery: 'delivered' });
  });

  it("shows the team each notice's channels and delivery states", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/notices/${p.projectId}/${p.admin.id}`,
      cookies: p.admin.cookies,
    });
    expect(res.statusCode).toBe(200);
    const proofReady = (res.json() as ProjectNotice[]).filter(
      (n) => n.kind === 'Proof submitted' && n.recipientRole === 'user',
    );
    expect(proofReady.map((n) => n.messages)).toContainEqual([
      { channel: 'whatsapp', status: 'sent', delivery: 'fell-back' },
      { channel: 'sms', status: 'sent', delivery: null },
    ]);
    const partner = await t.app.inject({
      method: 'GET',
      url: `/api/admin/notices/${p.projectId}/${p.admin.id}`,
      cookies: p.partner.cookies,
    });
    expect(partner.statusCode).toBe(401);
  });

  it('sends the OTP through MSG91 with its DLT template id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      payload: { phone: '9800000202', purpose: 'login' },
    });
    expect(res.statusCode).toBe(200);
    const otp = msg91.sent.find((s) => s.mobiles === '919800000202');
    expect(otp).toMatchObject({ templateId: templateIds['otpSms.en'] });
    expect(otp!.variables.VAR1).toMatch(/^\d{6}$/);
    expect(msg91.refused).toEqual([]);
  });
});
