import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { otpCodes, phoneVerifications } from '../src/db/schema/index';
import { createTestApp, serverWith, testConfig, type TestApp } from './helpers/test-app';
import { latestCode, requestCode, verifiedPhone } from './helpers/auth';

describe('phone one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { phone, code } });

  it('sends a 6-digit code by SMS through the adapter, stored only as a hash', async () => {
    const res = await requestCode(t.app, '98000 11111', 'login');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.otpSent });
    const code = await latestCode(t.app, '+919800011111');
    const outbox = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9800011111' })
    ).json();
    expect(outbox[0]).toMatchObject({
      to: '+919800011111',
      text: expect.stringContaining('expires in 5 minutes'),
    });
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, '+919800011111'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(5 * 60_000, -3);
  });

  it('keys the stored hash with SESSION_SECRET: the database alone cannot check a code', async () => {
    await requestCode(t.app, '9800033333', 'login');
    const code = await latestCode(t.app, '9800033333');
    // The same database under a server with another secret: the right code no longer matches.
    const other = await serverWith(
      testConfig(t.dataDir, { SESSION_SECRET: 'another-secret-of-at-least-32-characters!' }),
      t.database,
    );
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { phone: '9800033333', code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.invalidOtp, code: 'invalidOtp' });
    } finally {
      await other.app.close();
    }
    expect((await verify('9800033333', code)).statusCode).toBe(200);
  });

  it("refuses a malformed phone with the catalogue's text", async () => {
    const res = await requestCode(t.app, '12345', 'login');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.invalidPhone, code: 'invalidPhone' });
  });

  it('turns a right code into a single-use verification token', async () => {
    await requestCode(t.app, '9800022222', 'signup');
    const code = await latestCode(t.app, '9800022222');
    const ok = await verify('9800022222', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code itself is spent.
    expect((await verify('9800022222', code)).json()).toEqual({
      message: messages.invalidOtp,
      code: 'invalidOtp',
    });
  });

  it('allows five wrong tries, then the code is dead even when right', async () => {
    await requestCode(t.app, '9800033333', 'login');
    const code = await latestCode(t.app, '9800033333');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await verify('9800033333', wrong)).json()).toEqual({
        message: messages.invalidOtp,
        code: 'invalidOtp',
      });
    }
    const fifth = await verify('9800033333', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: messages.otpTooManyTries, code: 'otpTooManyTries' });
    const right = await verify('9800033333', code);
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    await requestCode(t.app, '9800044444', 'login');
    const code = await latestCode(t.app, '9800044444');
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, '+919800044444'));
    const res = await verify('9800044444', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.otpExpired, code: 'otpExpired' });
  });

  it('sends at most three codes per phone in ten minutes', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(t.app, '9800055555', 'login')).statusCode).toBe(200);
    }
    const fourth = await requestCode(t.app, '9800055555', 'reset');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    // Another phone is unaffected.
    expect((await requestCode(t.app, '9800055556', 'login')).statusCode).toBe(200);
  });

  it('never lets concurrent requests slip past the per-phone limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => requestCode(t.app, '9800066666', 'login')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('keeps the purpose with the token, and the token expires after ten minutes', async () => {
    const token = await verifiedPhone(t.app, '9800077777', 'reset');
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, '+919800077777'));
    expect(row!.purpose).toBe('reset');
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(10 * 60_000, -3);
  });
});

describe('OTP requests per client address', () => {
  it('stops one address from pumping codes to many phones', async () => {
    const t = await createTestApp({ OTP_REQUESTS_PER_ADDRESS: '2' });
    const from = (remoteAddress: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/otp/request',
        remoteAddress,
        payload: { phone, purpose: 'login' },
      });
    expect((await from('203.0.113.5', '9800100001')).statusCode).toBe(200);
    expect((await from('203.0.113.5', '9800100002')).statusCode).toBe(200);
    const third = await from('203.0.113.5', '9800100003');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    expect((await from('198.51.100.5', '9800100003')).statusCode).toBe(200);
    await t.close();
  });
});
