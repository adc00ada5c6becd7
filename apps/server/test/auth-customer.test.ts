import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpCustomer } from './helpers/auth';

describe('customer e-mail accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, is signed in at once, and the session check answers the account', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'Asha@Example.com');
    expect(user).toMatchObject({ email: 'asha@example.com', name: null, city: null });
    expect(Object.keys(cookies)).toEqual(['gs_user']);
    const verify = await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()._id).toBe(user._id);
    expect(JSON.stringify(verify.json())).not.toMatch(/password/i);
  });

  it('sets an httpOnly, SameSite=Lax cookie that is not readable by scripts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'cookie@example.com', password: 'a good password' },
    });
    const cookie = res.cookies.find((c) => c.name === 'gs_user')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a second account with the same e-mail', async () => {
    await signUpCustomer(t.app, 'twice@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'TWICE@example.com', password: 'another password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.signUpRefused, code: 'signUpRefused' });
  });

  it("answers the catalogue's validation texts", async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: '', password: '' },
    });
    expect(empty.json()).toEqual({
      message: messages.allFieldsRequiredBang,
      code: 'allFieldsRequiredBang',
    });
    const shape = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'no-at', password: 'x' },
    });
    expect(shape.json()).toEqual({
      message: messages.invalidEmailAddressBang,
      code: 'invalidEmailAddressBang',
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'a@b.co', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: messages.passwordTooShort, code: 'passwordTooShort' });
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    await signUpCustomer(t.app, 'known@example.com', 'the right password');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'known@example.com', password: 'the wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'the wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('rotates the session at sign-in and ends it on the server at logout', async () => {
    const first = await signUpCustomer(t.app, 'rotate@example.com', 'the right password');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'rotate@example.com', password: 'the right password' },
      cookies: first.cookies,
    });
    expect(signin.statusCode).toBe(200);
    const second = cookiesFrom(signin);
    expect(second.gs_user).not.toBe(first.cookies.gs_user);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies: first.cookies }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies: second })).statusCode,
    ).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: second,
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    // The old cookie value, replayed after logout, no longer opens anything.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies: second })).statusCode,
    ).toBe(401);
  });

  it("a customer cookie never passes another role's check", async () => {
    const { cookies } = await signUpCustomer(t.app, 'roles@example.com');
    for (const url of [
      '/api/admin/verify',
      '/api/service-provider/verify',
      '/api/supplier/verify',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, cookies });
      expect(res.statusCode, url).toBe(401);
    }
    // Even the same token presented under the admin cookie's name is refused.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/verify',
      cookies: { gs_admin: cookies.gs_user! },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('updates only its own profile, with every field required', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'profile@example.com');
    const other = await signUpCustomer(t.app, 'other@example.com');
    const details = {
      name: 'Asha Rao',
      phone: '98450 12345',
      city: 'Bengaluru',
      address: '4 Lake Road',
      postalCode: '560102',
    };
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: { updatationDetails: { ...details, city: '' } },
    });
    expect(missing.json()).toEqual({
      message: messages.allFieldsRequired,
      code: 'allFieldsRequired',
    });
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${other.user._id}`,
      cookies,
      payload: { updatationDetails: details },
    });
    expect(notMine.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: { updatationDetails: details },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Asha Rao',
      phone: '+919845012345',
      city: 'Bengaluru',
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${other.user._id}`,
      cookies: other.cookies,
      payload: { updatationDetails: details },
    });
    // An unproven phone is contact information: saved, telling nothing of the other account
    // (docs/security.md; customer-phone.test.ts).
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ phone: '+919845012345', phoneVerified: false });
  });

  it('reports which roles this browser holds', async () => {
    const { cookies } = await signUpCustomer(t.app, 'state@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(res.json()).toEqual({ roles: ['user'], google: false });
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(none.json()).toEqual({ roles: [], google: false });
  });
});
