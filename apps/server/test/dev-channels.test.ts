import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevChannels } from '../src/deploy/stand-ins/dev-channels';
import { latestCode } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

// `npm start` runs WhatsApp and MSG91 through their stand-ins (deploy/stand-ins/dev-channels.ts):
// each message they take is printed, so that a newcomer reads a sign-in code in the server's log
// as before, and sees which notices went by WhatsApp.

describe('the channel stand-ins of npm start', () => {
  let t: TestApp;
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  const printed: string[] = [];

  beforeAll(async () => {
    channels = await startDevChannels({ print: (line) => printed.push(line) });
    t = await createTestApp(channels.env);
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  it("prints a sign-in code sent through MSG91's stand-in, with its DLT template", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      payload: { phone: '9876512345', purpose: 'login' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = await latestCode(t.app, '+919876512345');
    expect(printed).toContain(`SMS (MSG91, DLT otpSms.en) to +919876512345: ${code}`);
    const [entry] = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B919876512345' })
    ).json();
    expect(entry).toMatchObject({ channel: 'sms', template: 'gs_otp', buttons: [] });
  });
});
