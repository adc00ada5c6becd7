import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { templateName } from '@greenscape/shared/channels/channel-events';
import {
  milestoneChanges,
  projectMessages,
  serviceProviders,
  uploads,
  users,
  whatsappAwaiting,
  whatsappInbound,
} from '../src/db/schema/index';
import { startDevChannels } from '../src/deploy/stand-ins/dev-channels';
import { webhookOf } from '../src/deploy/stand-ins/whatsapp';
import { changeQuietMs, finishChangeRequests } from '../src/modules/channels/change-request-make';
import { startChangeRequest } from '../src/modules/channels/change-request';
import { milestoneCalls } from './helpers/milestone-calls';
import {
  milestoneRow,
  optInToWhatsApp,
  readyForProof,
  signedWebhook,
} from './helpers/whatsapp-kit';
import { createTestApp, type TestApp } from './helpers/test-app';
import type { PickedProject } from './helpers/workflow-fixtures';

// What people really send on WhatsApp (docs/messaging.md): photos without words, words and then
// photos for a change request, a photo that cannot be fetched, taps from phones that are not the
// customer's proven one, and one phone that is both a customer's and a partner's.

const phone = '+919800000201';
const from = phone.slice(1);

describe('WhatsApp replies as people send them', () => {
  let t: TestApp;
  let p: PickedProject;
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  let partnerFrom: string;
  const { call, proof } = milestoneCalls(
    () => t,
    () => p,
  );

  const signed = signedWebhook(
    () => t,
    () => channels.meta,
  );
  const webhook = async (payload: object) => expect((await signed(payload)).statusCode).toBe(200);
  const lastAnswerTo = (to: string) => channels.meta.texts.filter((m) => m.to === to).at(-1)?.body;
  const milestone = (num: number) => milestoneRow(t, p.projectId, num);
  const conversation = () =>
    t.database.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.projectId, p.projectId))
      .orderBy(projectMessages.createdAt);
  const uploadCount = async () => (await t.database.db.select().from(uploads)).length;
  let media = 0;
  const photoMedia = async () => {
    media += 1;
    const bytes = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#558B2F' },
    })
      .jpeg()
      .toBuffer();
    channels.meta.addMedia(`media-r${media}`, bytes);
    return `media-r${media}`;
  };
  const askedAbout = (num: number) =>
    channels.meta.templates.find(
      (m) =>
        m.name === templateName('notifyProofSubmitted') &&
        m.buttons[1] === `changes:${p.projectId}:${num}`,
    )!;

  beforeAll(async () => {
    channels = await startDevChannels();
    t = await createTestApp(channels.env);
    p = await readyForProof(t, phone, [
      { title: 'Beds', percent: 40, dueOn: '2026-12-10' },
      { title: 'Lawn', percent: 30, dueOn: '2026-12-20' },
      { title: 'Handover', percent: 30 },
    ]);
    await optInToWhatsApp(t, p.customer.cookies);
    const [partner] = await t.database.db
      .select({ phone: serviceProviders.phone })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, p.partner.id));
    partnerFrom = partner!.phone!.slice(1);
    const sent = await call('POST', p.partner, '/1/proof', await proof(1));
    expect(sent.statusCode, sent.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  it("changes nothing for a tap from the partner's phone or from the customer's unproven phone", async () => {
    const asked = askedAbout(1);
    await webhook(webhookOf.button(partnerFrom, 'wamid.r-partner', asked.buttons[0]!, asked.id));
    await t.database.db
      .update(users)
      .set({ phoneVerified: false })
      .where(eq(users.id, p.customer.id));
    await webhook(webhookOf.button(from, 'wamid.r-unproven', asked.buttons[0]!, asked.id));
    await t.database.db
      .update(users)
      .set({ phoneVerified: true })
      .where(eq(users.id, p.customer.id));
    expect((await milestone(1)).status).toBe('submitted');
  });

  it('puts a photo sent without words into the conversation, saying it came on WhatsApp', async () => {
    await webhook(webhookOf.image(from, 'wamid.r-photo', await photoMedia()));
    const [message] = await conversation();
    expect(message).toMatchObject({ authorRole: 'user', text: 'Photo sent on WhatsApp' });
    expect(message!.photos).toHaveLength(1);
  });

  it('makes one change request of the words and the photos before and after them, a quiet minute after the last', async () => {
    const asked = askedAbout(1);
    await webhook(
      webhookOf.button(from, 'wamid.r-ch1', asked.buttons[1]!, asked.id, 'Request changes'),
    );
    expect(lastAnswerTo(from)).toMatch(/a minute after your last message/);
    await webhook(webhookOf.image(from, 'wamid.r-ch2', await photoMedia()));
    await webhook(webhookOf.text(from, 'wamid.r-ch3', 'The bed by the gate is bare'));
    await webhook(webhookOf.image(from, 'wamid.r-ch4', await photoMedia()));
    await webhook(webhookOf.text(from, 'wamid.r-ch5', 'and the edging is loose'));
    // Nothing is made while the customer may still be sending.
    expect(await finishChangeRequests(t.app)).toBe(0);
    expect((await milestone(1)).status).toBe('submitted');
    expect(await finishChangeRequests(t.app, new Date(Date.now() + changeQuietMs))).toBe(1);
    expect((await milestone(1)).status).toBe('changes-requested');
    const [change] = await t.database.db
      .select()
      .from(milestoneChanges)
      .where(eq(milestoneChanges.projectId, p.projectId));
    expect(change!.text).toBe('The bed by the gate is bare\nand the edging is loose');
    expect(change!.photos).toHaveLength(2);
    expect(lastAnswerTo(from)).toMatch(/^Your change request for milestone 1/);
    // Only the photo without a request went to the conversation.
    expect(await conversation()).toHaveLength(1);
    expect(await t.database.db.select().from(whatsappAwaiting)).toEqual([]);
  });

  it('leaves a request begun alone when a tap is refused, and holds its words to 2,000 characters', async () => {
    const resent = await call('POST', p.partner, '/1/proof', await proof(1));
    expect(resent.statusCode, resent.body).toBe(201);
    const asked = channels.meta.templates
      .filter((m) => m.buttons[1] === `changes:${p.projectId}:1`)
      .at(-1)!;
    await webhook(webhookOf.button(from, 'wamid.r-again', asked.buttons[1]!, asked.id));
    await webhook(webhookOf.image(from, 'wamid.r-again-photo', await photoMedia()));
    // A tap the step refuses (milestone 3 waits for no review) touches nothing of the request.
    const customer = { role: 'user' as const, id: p.customer.id, phone, language: 'en' as const };
    await startChangeRequest(t.app, customer, { projectId: p.projectId, num: 3, ref: 'GS' });
    expect(lastAnswerTo(from)).toMatch(/^Nothing changed: /);
    const [row] = await t.database.db.select().from(whatsappAwaiting);
    expect(row).toMatchObject({ milestone: 1, text: null });
    expect(row!.photos).toHaveLength(1);
    await webhook(webhookOf.text(from, 'wamid.r-long1', 'a'.repeat(1500)));
    await webhook(webhookOf.text(from, 'wamid.r-long2', 'b'.repeat(600)));
    expect(lastAnswerTo(from)).toBe(
      'Those words were not added: a change request takes up to 2,000 characters of words.',
    );
    const [after] = await t.database.db.select().from(whatsappAwaiting);
    expect(after!.text).toBe('a'.repeat(1500));
  });

  it('makes a request whose words came when the next tap comes, and tells the tap where it stands', async () => {
    const asked = channels.meta.templates
      .filter((m) => m.buttons[1] === `changes:${p.projectId}:1`)
      .at(-1)!;
    await webhook(webhookOf.button(from, 'wamid.r-tap2', asked.buttons[1]!, asked.id));
    expect((await milestone(1)).status).toBe('changes-requested');
    const changes = await t.database.db
      .select()
      .from(milestoneChanges)
      .where(eq(milestoneChanges.projectId, p.projectId))
      .orderBy(milestoneChanges.createdAt);
    expect(changes).toHaveLength(2);
    expect(changes[1]!.text).toBe('a'.repeat(1500));
    expect(changes[1]!.photos).toHaveLength(1);
    expect(lastAnswerTo(from)).toMatch(/^Nothing changed: /);
    expect(await t.database.db.select().from(whatsappAwaiting)).toEqual([]);
  });

  it('takes up a request whose instance stopped, never making it twice', async () => {
    const { db } = t.database;
    const before = await db.select().from(milestoneChanges);
    // The step had saved it when the instance stopped, before the row was deleted.
    await db.insert(whatsappAwaiting).values({
      phone,
      userId: p.customer.id,
      projectId: p.projectId,
      milestone: 1,
      text: 'a'.repeat(1500),
      until: new Date(Date.now() + 3600_000),
      dueAt: new Date(Date.now() - 600_000),
      takenUntil: new Date(Date.now() - 1000),
    });
    expect(await finishChangeRequests(t.app)).toBe(1);
    expect(await db.select().from(milestoneChanges)).toHaveLength(before.length);
    expect(lastAnswerTo(from)).toMatch(/^Your change request for milestone 1/);
    expect(await db.select().from(whatsappAwaiting)).toEqual([]);
  });

  it('asks to send again a photo that could not be fetched, and takes it when it comes again', async () => {
    const before = { uploads: await uploadCount(), messages: (await conversation()).length };
    await webhook(webhookOf.image(partnerFrom, 'wamid.r-lost', 'media-never-stored', 'Fixed'));
    expect(lastAnswerTo(partnerFrom)).toBe(
      'Sorry, we could not take that message. Please send it again, or use the site.',
    );
    // A file over the site's 10 MB is let go unread, and answered the same.
    channels.meta.addMedia('media-huge', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    await webhook(webhookOf.image(partnerFrom, 'wamid.r-huge', 'media-huge', 'Too big'));
    expect(lastAnswerTo(partnerFrom)).toMatch(/^Sorry, we could not take that message/);
    expect(await uploadCount()).toBe(before.uploads);
    expect((await conversation()).length).toBe(before.messages);
    // Its id is let go, so the same message sent again is handled.
    const claimed = await t.database.db
      .select()
      .from(whatsappInbound)
      .where(eq(whatsappInbound.messageId, 'wamid.r-lost'));
    expect(claimed).toEqual([]);
    channels.meta.addMedia(
      'media-never-stored',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    await webhook(webhookOf.image(partnerFrom, 'wamid.r-lost', 'media-never-stored', 'Fixed'));
    expect((await conversation()).at(-1)).toMatchObject({
      authorRole: 'service-provider',
      text: 'Fixed',
    });
  });

  it("takes words from a phone that is a customer's and a partner's as the account that takes part", async () => {
    // A customer account of the partner's own, on the same phone, with no project of its own.
    await t.database.db.insert(users).values({
      name: 'Partner at home',
      email: `partner-home-${Date.now()}@fixture.example`,
      phone: `+${partnerFrom}`,
      phoneVerified: true,
    });
    await webhook(webhookOf.text(partnerFrom, 'wamid.r-both', 'Coming at nine tomorrow'));
    expect((await conversation()).at(-1)).toMatchObject({
      authorRole: 'service-provider',
      authorId: p.partner.id,
      text: 'Coming at nine tomorrow',
    });
  });
});
