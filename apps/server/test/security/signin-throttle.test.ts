import { eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admins, rateLimits } from '../../src/db/schema/index';
import { upsertAdmin } from '../../src/modules/admins/provision-admin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cookiesFrom, signUpCustomer, signUpWithPhone, verifiedPhone } from '../helpers/auth';

// Sign-in limits were checked before they were counted, so attempts sent at once all
// passed the check; a burst from one address then locked the owner out from everywhere, and a
// password reset did not lift it. Each attempt now claims its place before the password check.
// Refused sign-ups per address had the same shape.

// Password checks that take a while without computing (fake-password.ts).
vi.mock('../../src/lib/password', () => import('./fake-password'));

const statuses = (answers: { statusCode: number }[]) => {
  const count = (code: number) => answers.filter((a) => a.statusCode === code).length;
  return {
    checked: count(401),
    refused: count(429),
    other: answers.length - count(401) - count(429),
  };
};

describe('sign-in attempts sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_FAILURES_PER_ADDRESS: '1000' });
  });
  afterAll(() => t.close());

  const signIn = (path: string, remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${path}/signin`, remoteAddress, payload });

  const burst = (email: string, remoteAddress: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        signIn('auth', remoteAddress, { email, password: `guess ${i}` }),
      ),
    );

  it('lets at most 10 of 40 parallel wrong passwords from one address reach the check', async () => {
    await signUpCustomer(t.app, 'burst@example.com', 'the right password');
    // A 401 is an answer from the password check; a 429 never reached it.
    expect(statuses(await burst('burst@example.com', '203.0.113.61', 40))).toEqual({
      checked: 10,
      refused: 30,
      other: 0,
    });
  });

  it('lets the owner in from another address after a burst of 100 wrong passwords from one', async () => {
    await signUpCustomer(t.app, 'owner@example.com', 'the right password');
    expect(statuses(await burst('owner@example.com', '203.0.113.62', 100))).toEqual({
      checked: 10,
      refused: 90,
      other: 0,
    });
    const owner = await signIn('auth', '198.51.100.62', {
      email: 'owner@example.com',
      password: 'the right password',
    });
    expect(owner.statusCode).toBe(200);
    // The attacker's address stays refused, even with the right password.
    const attacker = await signIn('auth', '203.0.113.62', {
      email: 'owner@example.com',
      password: 'the right password',
    });
    expect(attacker.statusCode).toBe(429);
  });

  it('holds for the admin sign-in too: 10 of 100 checked, and the admin gets in from elsewhere', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await upsertAdmin(t.database.db, {
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      totpSecret: secret,
    });
    const token = await generate({ secret });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn('admin', '203.0.113.63', {
          email: 'ops@greenscape.example',
          password: `guess ${i}`,
          token,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ checked: 10, refused: 90, other: 0 });
    await t.database.db
      .update(admins)
      .set({ totpLastStep: null })
      .where(eq(admins.email, 'ops@greenscape.example'));
    const admin = await signIn('admin', '198.51.100.63', {
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      token: await generate({ secret }),
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_FAILURES_PER_ADDRESS: '1000' });
  });
  afterAll(() => t.close());

  it("clears the account's sign-in counters", async () => {
    const email = 'locked.partner@example.com';
    const phone = '9833300061';
    await signUpWithPhone(t.app, 'service-provider', email, phone, 'old password 1');
    const signIn = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/service-provider/signin',
        remoteAddress,
        payload: { email, password },
      });
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn('203.0.113.64', `guess ${i}`)),
    );
    expect(statuses(guesses)).toEqual({ checked: 10, refused: 0, other: 0 });
    expect((await signIn('203.0.113.64', 'old password 1')).statusCode).toBe(429);

    const uid = await verifiedPhone(t.app, phone, 'reset');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/reset/${uid}`,
      payload: { phone },
    });
    expect(opened.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/service-provider/reset',
      cookies: cookiesFrom(opened),
      payload: { password: 'new password 1' },
    });
    expect(done.statusCode).toBe(200);

    const counters = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `signin:service-provider:${email}%`));
    expect(counters).toEqual([]);
    expect((await signIn('203.0.113.64', 'new password 1')).statusCode).toBe(200);
  });
});

describe('sign-ups sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts no more than 10 refusals from one address, however many arrive together', async () => {
    await signUpCustomer(t.app, 'taken@example.com');
    const signUp = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: { email, password: 'a good password' },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signUp('203.0.113.66', 'taken@example.com')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect((await signUp('203.0.113.66', 'brand-new@example.com')).statusCode).toBe(429);
    expect((await signUp('198.51.100.66', 'brand-new@example.com')).statusCode).toBe(201);
  });
});
