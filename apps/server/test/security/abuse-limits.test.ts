import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUpCustomer, type Cookies } from '../helpers/auth';
import { pngParts, upload } from '../helpers/images';

// Limits kept in PostgreSQL (so they hold across instances), and refusals that do not
// tell an attacker which accounts exist.

// Password checks that take a while without computing (fake-password.ts).
vi.mock('../../src/lib/password', () => import('./fake-password'));

describe('sign-in throttling per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_FAILURES_PER_ADDRESS: '1000' });
    await signUpCustomer(t.app, 'owner@example.com', 'the right password');
  });
  afterAll(() => t.close());

  const signIn = (remoteAddress: string, password: string, email = 'owner@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress,
      payload: { email, password },
    });

  it('stops one address guessing a password after 10 tries, not the owner elsewhere', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn('203.0.113.20', `guess ${i}`)).statusCode).toBe(401);
    }
    const blocked = await signIn('203.0.113.20', 'the right password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    expect((await signIn('198.51.100.20', 'the right password')).statusCode).toBe(200);
  });

  it('allows no more than 100 failures an hour on one account, from any number of addresses', async () => {
    // 10 already counted above; 90 more from nine other addresses reach the cap.
    // Each address's ten run at once: password checks are slow by design.
    for (let a = 1; a <= 9; a++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(`203.0.113.${100 + a}`, `guess ${i}`)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    }
    expect((await signIn('192.0.2.55', 'the right password')).statusCode).toBe(429);
    // Other accounts are untouched.
    await signUpCustomer(t.app, 'neighbour@example.com', 'the right password');
    expect(
      (await signIn('192.0.2.55', 'the right password', 'neighbour@example.com')).statusCode,
    ).toBe(200);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const unknown = await signIn('192.0.2.77', 'whatever', 'nobody@example.com');
    const wrong = await signIn('192.0.2.77', 'wrong', 'neighbour@example.com');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('sign-up and forgot-password answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_REQUESTS_PER_ADDRESS: '1000' });
  });
  afterAll(() => t.close());

  it('refuses a taken e-mail with a neutral text, and stops an address that keeps trying', async () => {
    await signUpCustomer(t.app, 'known@example.com');
    const signUp = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: { email, password: 'a good password' },
      });
    for (let i = 0; i < 10; i++) {
      const res = await signUp('203.0.113.30', 'known@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: messages.signUpRefused, code: 'signUpRefused' });
    }
    expect((await signUp('203.0.113.30', 'brand-new@example.com')).statusCode).toBe(429);
    expect((await signUp('198.51.100.30', 'brand-new@example.com')).statusCode).toBe(201);
  });

  it('sends a reset code to any phone with the same answer, account or not', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'phone-owner@example.com');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: {
        updatationDetails: {
          name: 'Phone Owner',
          phone: '9722000001',
          city: 'Pune',
          address: '1 Road',
          postalCode: '411001',
        },
      },
    });
    const ask = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/otp/request',
        payload: { phone, purpose: 'reset' },
      });
    const known = await ask('9722000001');
    const unknown = await ask('9722000002');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('upload limits per account and day', () => {
  let t: TestApp;
  let asha: Cookies;
  let ravi: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_DAY: '3', UPLOAD_MB_PER_DAY: '50' });
    asha = (await signUpCustomer(t.app, 'asha@example.com')).cookies;
    ravi = (await signUpCustomer(t.app, 'ravi@example.com')).cookies;
  });
  afterAll(() => t.close());

  const photos = (count: number) => pngParts(count);

  it('refuses the images over the day’s allowance, storing none of that batch', async () => {
    expect((await upload(t.app, asha, 'project-photo', await photos(2))).statusCode).toBe(201);
    const over = await upload(t.app, asha, 'project-photo', await photos(2));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: messages.uploadDailyLimit, code: 'uploadDailyLimit' });
    expect((await upload(t.app, asha, 'project-photo', await photos(1))).statusCode).toBe(201);
    expect((await upload(t.app, asha, 'project-photo', await photos(1))).statusCode).toBe(429);
    // Another account has its own allowance.
    expect((await upload(t.app, ravi, 'project-photo', await photos(3))).statusCode).toBe(201);
  });

  it('lets only one of two batches sent at the same instant take the last of the allowance', async () => {
    const meera = (await signUpCustomer(t.app, 'meera@example.com')).cookies;
    const batches = await Promise.all([photos(2), photos(2), photos(2)]);
    const answers = await Promise.all(
      batches.map((parts) => upload(t.app, meera, 'project-photo', parts)),
    );
    // 3 a day: one batch of 2 fits, a second would make 4.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429]);
  });

  it('caps list pages at 50 rows', async () => {
    const { adminSession } = await import('../helpers/auth');
    const admin = await adminSession(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${admin.id}?limit=5000`,
      cookies: admin.cookies,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('code requests per address, sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_REQUESTS_PER_ADDRESS: '5' });
  });
  afterAll(() => t.close());

  it('sends no more codes than the limit when 20 requests from one address arrive together', async () => {
    // The embedded database runs one statement at a time and is fast enough that requests rarely
    // overlap. Holding it for a moment makes all twenty wait at their first statement together,
    // as they would on a busy server.
    let release!: () => void;
    const held = t.database.db.transaction(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const sent = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/otp/request',
          remoteAddress: '203.0.113.70',
          payload: { phone: `98001200${String(i).padStart(2, '0')}`, purpose: 'login' },
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    release();
    await held;
    const codes = (await sent).map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    // Another address has its own allowance.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      remoteAddress: '198.51.100.70',
      payload: { phone: '9800120099', purpose: 'login' },
    });
    expect(other.statusCode).toBe(200);
  });
});
