import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { otpCodes } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpCustomer, verifiedPhone, type Cookies } from './helpers/auth';

// A customer's phone, saved with the public contract's body (no proof; docs/product.md#accounts),
// is contact information only (docs/security.md): never unique, never an answer that tells whether
// someone else has it, never a way to reset a password. A code sent to it proves it; only then does
// it reset the password.
describe("a customer's phone", () => {
  let t: TestApp;
  let a: { id: string; cookies: Cookies };
  let b: { id: string; cookies: Cookies };
  const phone = '9766000001';
  const details = (p: string) => ({
    name: 'Someone',
    phone: p,
    city: 'Pune',
    address: '1 Road',
    postalCode: '411001',
  });
  const save = (who: { id: string; cookies: Cookies }, p: string, verificationToken?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/${who.id}`,
      cookies: who.cookies,
      payload: {
        updatationDetails: details(p),
        ...(verificationToken ? { verificationToken } : {}),
      },
    });
  const resetWith = async (p: string) => {
    const uid = await verifiedPhone(t.app, p, 'reset');
    return t.app.inject({ method: 'POST', url: `/api/user/reset/${uid}`, payload: { phone: p } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const first = await signUpCustomer(t.app, 'phone-a@example.com');
    const second = await signUpCustomer(t.app, 'phone-b@example.com');
    a = { id: first.user._id, cookies: first.cookies };
    b = { id: second.user._id, cookies: second.cookies };
  });
  afterAll(() => t.close());

  it('is saved for anyone who types it, with the same answer whether another account has it', async () => {
    const first = await save(a, phone);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ phone: '+919766000001', phoneVerified: false });
    // Customer B types A's number, then a free one: both are simply saved.
    const taken = await save(b, phone);
    const free = await save(b, '9766000099');
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().phoneVerified).toBe(false);
  });

  it('cannot reset a password until a code proves it', async () => {
    const refused = await resetWith(phone);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: messages.userNotFound, code: 'userNotFound' });
    expect(refused.cookies).toEqual([]);
  });

  it('is verified by the token of a code sent to it; the newest proof wins', async () => {
    const wrong = await save(a, phone, 'not-a-token-of-this-phone');
    expect(wrong.statusCode).toBe(400);
    const token = await verifiedPhone(t.app, phone, 'signup');
    const proven = await save(a, phone, token);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().phoneVerified).toBe(true);
    // The token is used up.
    expect((await save(a, phone, token)).statusCode).toBe(400);

    const reset = await resetWith(phone);
    expect(reset.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/user/reset',
      cookies: cookiesFrom(reset),
    });
    expect(session.json()).toEqual({ phone: '+91 9766-000-001' });

    // B proves the same number later (a recycled number): it is B's now, no longer A's. (Later:
    // the phone's three codes in ten minutes are spent, so its codes so far are forgotten.)
    await t.database.db.delete(otpCodes).where(eq(otpCodes.phone, '+919766000001'));
    const bToken = await verifiedPhone(t.app, phone, 'signup');
    expect((await save(b, phone, bToken)).json().phoneVerified).toBe(true);
    const aNow = await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies: a.cookies });
    expect(aNow.json()).toMatchObject({ phone: '+919766000001', phoneVerified: false });
  });

  it('loses its verification when the customer changes it', async () => {
    expect((await save(b, phone)).json().phoneVerified).toBe(true);
    const changed = await save(b, '9766000002');
    expect(changed.json().phoneVerified).toBe(false);
  });
});
