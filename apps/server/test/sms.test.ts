import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../src/db/schema/index';
import { startSmsStandIn } from '../src/deploy/stand-ins/sms';
import { twilioTransport } from '../src/modules/messaging/twilio-transport';
import { createTestApp, productionEnv } from './helpers/test-app';

describe('SMS through Twilio', () => {
  let ok: Awaited<ReturnType<typeof startSmsStandIn>>;
  let failing: typeof ok;
  beforeAll(async () => {
    ok = await startSmsStandIn();
    failing = await startSmsStandIn({ status: 400 });
  });
  afterAll(async () => {
    await ok.close();
    await failing.close();
  });

  it("posts the message to the account's Messages resource with basic auth and a form body", async () => {
    const transport = twilioTransport({
      accountSid: 'AC42',
      authToken: 'tok',
      from: '+15550001111',
      apiBase: ok.apiBase,
    });
    await transport.send({ channel: 'sms', to: '+919876543210', text: 'hello' });
    expect(ok.seen).toHaveLength(1);
    const [req] = ok.seen;
    expect(req!.url).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(req!.auth).toBe(`Basic ${Buffer.from('AC42:tok').toString('base64')}`);
    expect(req!.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req!.form)).toEqual({
      To: '+919876543210',
      From: '+15550001111',
      Body: 'hello',
    });
  });

  it('sends OTPs through it when configured, and a refused message is kept as failed without failing the request', async () => {
    const t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC42',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_BASE: failing.apiBase,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      payload: { phone: '9876543210', purpose: 'login' },
    });
    expect(res.statusCode).toBe(200);
    expect(failing.seen.at(-1)!.form.get('Body')).toMatch(/^\d{6} is your Greenscape OTP/);
    const [kept] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, '+919876543210'));
    expect(kept).toMatchObject({ status: 'failed', attempts: 1 });
    expect(kept!.lastError).toMatch(/Twilio answered 400/);
    await t.close();
  });
});

describe('the dev outbox', () => {
  it('does not exist in production', async () => {
    const t = await createTestApp(productionEnv);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210' });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});
