import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { auditEvents } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpCustomer, verifiedPhone, type Cookies } from './helpers/auth';

// Customers start with a phone and a code, the way partners and suppliers sign in by phone
// (docs/product.md#sign-in): a new phone opens an account, a proven one signs in to it.
describe('customer phone sign-in and sign-up', () => {
  let t: TestApp;
  let n = 0;
  const nextPhone = () => `9655${String(++n).padStart(6, '0')}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const phoneSignIn = (uid: string, phone: string, cookies: Cookies = {}) =>
    t.app.inject({ method: 'POST', url: `/api/user/phone/${uid}`, payload: { phone }, cookies });
  const verify = (cookies: Cookies) =>
    t.app.inject({ method: 'GET', url: '/api/user/verify', cookies });

  it('opens a customer account for a new phone, with no e-mail or password, signed in', async () => {
    const phone = nextPhone();
    const res = await phoneSignIn(await verifiedPhone(t.app, phone, 'signup'), phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: `+91${phone}`,
      phoneVerified: true,
      email: null,
      name: null,
      city: null,
      profileCompleted: true,
    });
    const cookies = cookiesFrom(res);
    expect(Object.keys(cookies)).toEqual(['gs_user']);
    const session = await verify(cookies);
    expect(session.statusCode).toBe(200);
    expect(session.json()._id).toBe(res.json()._id);
    // Recorded as the new customer's own act.
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(auditEvents)
            .where(
              and(
                eq(auditEvents.route, 'POST /api/user/phone/:uid'),
                eq(auditEvents.actorId, res.json()._id),
              ),
            )
        ).map((e) => [e.actorRole, e.action, e.statusCode]),
      )
      .toEqual([['user', 'Signed in by phone', 200]]);
  });

  it('signs the same phone in again to the same account, with a new session', async () => {
    const phone = nextPhone();
    const first = await phoneSignIn(await verifiedPhone(t.app, phone, 'signup'), phone);
    const again = await phoneSignIn(
      await verifiedPhone(t.app, phone, 'login'),
      phone,
      cookiesFrom(first),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(first.json()._id);
    expect(cookiesFrom(again).gs_user).not.toBe(cookiesFrom(first).gs_user);
    expect((await verify(cookiesFrom(first))).statusCode).toBe(401);
    expect((await verify(cookiesFrom(again))).statusCode).toBe(200);
  });

  it('refuses a used, foreign, reset or made-up token, and signs nobody in', async () => {
    const phone = nextPhone();
    const uid = await verifiedPhone(t.app, phone, 'login');
    const foreign = await phoneSignIn(uid, nextPhone());
    const expired = { message: messages.verificationExpired, code: 'verificationExpired' };
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(expired);
    expect(foreign.cookies).toEqual([]);
    // The refusal gave nothing away: the token still works for its own phone, once.
    expect((await phoneSignIn(uid, phone)).statusCode).toBe(200);
    const used = await phoneSignIn(uid, phone);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(expired);
    expect(used.cookies).toEqual([]);

    const resetToken = await verifiedPhone(t.app, phone, 'reset');
    expect((await phoneSignIn(resetToken, phone)).statusCode).toBe(400);
    const madeUp = await phoneSignIn('a'.repeat(43), phone);
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual(expired);
  });

  it('signs an e-mail customer in by the phone they proved, to their own account', async () => {
    const phone = nextPhone();
    const { cookies, user } = await signUpCustomer(t.app, `proved${phone}@example.com`);
    const details = {
      name: 'Asha Rao',
      phone,
      city: 'Pune',
      address: '1 Road',
      postalCode: '411001',
    };
    const proven = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: {
        updatationDetails: details,
        verificationToken: await verifiedPhone(t.app, phone, 'signup'),
      },
    });
    expect(proven.json().phoneVerified).toBe(true);
    const res = await phoneSignIn(await verifiedPhone(t.app, phone, 'login'), phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user._id,
      email: `proved${phone}@example.com`,
      name: 'Asha Rao',
      profileCompleted: true,
    });
    // Both ways in still work.
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `proved${phone}@example.com`, password: 'a good password' },
    });
    expect(byEmail.json()._id).toBe(user._id);
  });

  it('never signs in to an account where the phone is only typed, not proved', async () => {
    // Anyone may type any number on their own profile (customer-phone.test.ts).
    const phone = nextPhone();
    const { cookies, user } = await signUpCustomer(t.app, `typed${phone}@example.com`);
    const details = {
      name: 'Not Them',
      phone,
      city: 'Pune',
      address: '1 Road',
      postalCode: '411001',
    };
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: { updatationDetails: details },
    });
    const res = await phoneSignIn(await verifiedPhone(t.app, phone, 'login'), phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).not.toBe(user._id);
    expect(res.json()).toMatchObject({ email: null, phoneVerified: true });
  });

  it('starts a project straight away, with no name or address yet', async () => {
    const phone = nextPhone();
    const res = await phoneSignIn(await verifiedPhone(t.app, phone, 'signup'), phone);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${res.json()._id}`,
      cookies: cookiesFrom(res),
      payload: { service: 'landscaping', budget: '2-3L', desc: 'A small lawn' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('answers profileCompleted: the e-mail sign-up still goes to the details form', async () => {
    const { user } = await signUpCustomer(t.app, 'fresh-mail@example.com');
    expect(user).toMatchObject({ profileCompleted: false });
  });
});
