import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../src/db/schema/index';
import { messageRetry, sendMessages } from '../src/modules/messaging/send-message';
import type { OutboundMessage } from '../src/modules/messaging/transport';
import { createTestApp, type TestApp } from './helpers/test-app';

// A message that cannot be sent is kept and tried again with back-off, up to five
// times, without ever failing the step that caused it.
describe('retrying failed messages', () => {
  let answer = 503;
  let requests = 0;
  const provider = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests += 1;
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(answer === 201 ? '{"sid":"SM1"}' : '{"message":"try later"}');
    });
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC42',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_BASE: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    provider.close();
  });

  const messageTo = async (phone: string) => {
    const [row] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, phone));
    return row!;
  };
  const makeDue = (id: string) =>
    t.database.db
      .update(outboundMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboundMessages.id, id));
  const requestCode = (phone: string) =>
    t.app.inject({ method: 'POST', url: '/api/otp/request', payload: { phone, purpose: 'login' } });

  it('keeps a failed message, tries it again when due, and marks it sent', async () => {
    answer = 503;
    expect((await requestCode('9876500001')).statusCode).toBe(200);
    const failed = await messageTo('+919876500001');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const wait = failed.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(messageRetry.firstDelayMs);

    // Not due yet: nothing is sent.
    const before = requests;
    expect(await t.app.retryFailedMessages()).toBe(0);
    expect(requests).toBe(before);

    answer = 201;
    await makeDue(failed.id);
    expect(await t.app.retryFailedMessages()).toBe(1);
    expect(await messageTo('+919876500001')).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
    });
    expect(requests).toBe(before + 1);
  });

  it('gives up after five tries, waiting longer each time', async () => {
    answer = 503;
    await requestCode('9876500002');
    let row = await messageTo('+919876500002');
    let previousWait = 0;
    for (let tried = 1; tried < messageRetry.maxAttempts; tried++) {
      const wait = row.nextAttemptAt!.getTime() - Date.now();
      expect(wait).toBeGreaterThan(previousWait);
      previousWait = wait;
      await makeDue(row.id);
      expect(await t.app.retryFailedMessages()).toBe(1);
      row = await messageTo('+919876500002');
      expect(row.attempts).toBe(tried + 1);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    expect(row.lastError).toMatch(/Twilio answered 503/);
    expect(await t.app.retryFailedMessages()).toBe(0);
  });

  it('sends several at once in order, each row saying how its own try went', async () => {
    const tried: string[] = [];
    const transport = {
      name: 'test',
      async send(message: OutboundMessage) {
        tried.push(message.to);
        if (message.to === '+919876500092') {
          throw new Error('refused');
        }
      },
    };
    const messages: OutboundMessage[] = ['+919876500091', '+919876500092', '+919876500093'].map(
      (to) => ({ channel: 'sms', to, text: `for ${to}` }),
    );
    await sendMessages({ db: t.database.db, transport, log: t.app.log }, messages);
    expect(tried).toEqual(messages.map((m) => m.to));
    expect(await messageTo('+919876500091')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await messageTo('+919876500092')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await messageTo('+919876500093')).text).toBe('for +919876500093');
    expect((await messageTo('+919876500093')).status).toBe('sent');
  });

  it('sends a message left pending by a process that died before sending it', async () => {
    answer = 201;
    const [row] = await t.database.db
      .insert(outboundMessages)
      .values({ channel: 'sms', recipient: '+919876500099', text: 'kept, never sent' })
      .returning();
    // Not yet: a pending message may still be on its way.
    await t.app.retryFailedMessages();
    expect((await messageTo('+919876500099')).status).toBe('pending');
    await t.database.db
      .update(outboundMessages)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(outboundMessages.id, row!.id));
    await t.app.retryFailedMessages();
    expect(await messageTo('+919876500099')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
