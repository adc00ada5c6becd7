import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import {
  notifications,
  outboundMessages,
  projectMessageReads,
  projectMessages,
} from '../src/db/schema/index';
import { messageNoticeKind } from '../src/modules/notifications/message-notices';
import { conversationCalls } from './helpers/conversation-calls';
import { createTestApp, type TestApp } from './helpers/test-app';
import { costAll, releaseToCustomer } from './helpers/workflow-fixtures';
import { buildWorld, type Actor, type World } from './security/world';

// How often a project's conversation (docs/product.md#conversation) reaches people: one SMS or
// e-mail in 30 minutes, one unread notice in the app; and how much an account may write in it an
// hour. Who takes part and what they read are conversation.test.ts's.

describe('the project conversation reaching people', () => {
  let t: TestApp;
  let w: World;
  const { inject, send, read, channelMessages } = conversationCalls(
    () => t,
    () => w,
  );

  beforeAll(async () => {
    t = await createTestApp({ MESSAGES_PER_HOUR: '1000' });
    w = await buildWorld(t);
    // As conversation.test.ts's story leaves it: the partner selected and taking part, the
    // customer and the team written to each other, and the customer's conversation read.
    await costAll(t.app, w.projectId);
    await releaseToCustomer(t.app, w.projectId);
    const picked = await inject(
      'PUT',
      `/api/user/project/quotation/${w.projectId}/${w.ids.customerA}`,
      w.cookies.customerA,
      { num: 1 },
    );
    expect(picked.statusCode, picked.body).toBe(200);
    for (const [actor, text] of [
      ['customerA', 'Can the lawn start next week?'],
      ['admin', 'Yes, on Monday.'],
      ['partnerInvited', 'I will bring the turf.'],
    ] as const) {
      expect((await send(actor, { text })).statusCode).toBe(201);
    }
    expect((await read('customerA')).statusCode).toBe(204);
  });
  afterAll(() => t.close());

  it('sends each person at most one SMS or e-mail per conversation in 30 minutes', async () => {
    const phone = '+919711000010';
    const email = 'ops@greenscape.example';
    const before = { sms: (await channelMessages(phone)).length };
    // Let the customer's quiet time end, as if 31 minutes had passed.
    const rewind = (minutes: number) =>
      t.database.db
        .update(projectMessageReads)
        .set({ lastChannelAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(
          and(
            eq(projectMessageReads.projectId, w.projectId),
            eq(projectMessageReads.readerId, w.ids.customerA),
          ),
        );
    await rewind(31);
    // Eight at once: on the PostgreSQL tier they run side by side on several connections, as two
    // instances would; the claim on last_channel_at lets one through.
    const burst = await Promise.all(
      ['One', 'Two', 'Three', 'One bis', 'Two bis', 'Three bis', 'One ter', 'Two ter'].map((text) =>
        send('admin', { text }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect((await channelMessages(phone)).length).toBe(before.sms + 1);
    // 29 minutes later: still quiet.
    await rewind(29);
    expect((await send('admin', { text: 'Four' })).statusCode).toBe(201);
    expect((await channelMessages(phone)).length).toBe(before.sms + 1);
    // 31 minutes later: one more.
    await rewind(31);
    expect((await send('admin', { text: 'Five' })).statusCode).toBe(201);
    expect((await channelMessages(phone)).length).toBe(before.sms + 2);
    // The team hears by e-mail, and the partner by SMS, once each for these messages.
    expect((await channelMessages(email)).length).toBeGreaterThanOrEqual(1);
    const partnerSms = (await channelMessages('+919711000001')).length;
    expect((await send('customerA', { text: 'Six' })).statusCode).toBe(201);
    expect((await channelMessages('+919711000001')).length).toBe(partnerSms);
    // The message itself never leaves by SMS: only that there is one.
    const texts = await t.database.db
      .select({ text: outboundMessages.text })
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, phone));
    expect(texts.some((m) => /One|Two|Three|Four|Five/.test(m.text))).toBe(false);
  });

  it('keeps one unread message notice per person and conversation', async () => {
    const unread = await t.database.db
      .select({ id: notifications.recipientId, project: notifications.projectId })
      .from(notifications)
      .where(and(eq(notifications.kind, messageNoticeKind), sql`${notifications.readAt} is null`));
    const keys = unread.map((n) => `${n.id} ${n.project}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the conversation quota (MESSAGES_PER_HOUR)', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ MESSAGES_PER_HOUR: '3' });
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const send = (actor: Actor, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/messages`,
      cookies: w.cookies[actor],
      payload: { text },
    });
  const stored = async () =>
    (
      await t.database.db
        .select({ id: projectMessages.id })
        .from(projectMessages)
        .where(eq(projectMessages.projectId, w.projectId))
    ).length;

  it('answers 429 past the hourly quota of an account, in its language, and stores nothing', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await send('customerA', `Message ${i}`)).statusCode).toBe(201);
    }
    const flood = await send('customerA', 'One more');
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toEqual({
      code: 'tooManyProjectMessages',
      message: messages.tooManyProjectMessages,
    });
    expect(await stored()).toBe(3);
    // The quota is each account's own: the team can still answer.
    expect((await send('admin', 'We are on it')).statusCode).toBe(201);
    // In Hindi for a customer who chose it.
    const hindi = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      cookies: w.cookies.customerA,
      payload: { language: 'hi' },
    });
    expect(hindi.statusCode).toBe(200);
    const again = await send('customerA', 'Still there?');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: 'tooManyProjectMessages',
      message: messagesHi.tooManyProjectMessages,
    });
    expect(await stored()).toBe(4);
  });
});
