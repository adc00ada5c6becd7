import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpCustomer, signUpWithPhone, verifiedPhone } from './helpers/auth';

describe('forgot and update password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a customer resets by phone in a short reset session, and every old session ends', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'forgot@example.com', 'old password 1');
    // Only a verified phone resets a customer's password (customer-phone.test.ts).
    const proof = await verifiedPhone(t.app, '9811100001', 'signup');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user._id}`,
      cookies,
      payload: {
        updatationDetails: {
          name: 'F',
          phone: '9811100001',
          city: 'Pune',
          address: 'A',
          postalCode: '411001',
        },
        verificationToken: proof,
      },
    });
    expect(saved.json().phoneVerified).toBe(true);

    const noSession = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset',
      payload: { password: 'new password 1' },
    });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({
      message: messages.resetSessionExpired,
      code: 'resetSessionExpired',
    });

    const uid = await verifiedPhone(t.app, '9811100001', 'reset');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset/${uid}`,
      payload: { phone: '9811100001' },
    });
    expect(opened.statusCode).toBe(200);
    const reset = cookiesFrom(opened);
    expect(Object.keys(reset)).toEqual(['gs_reset_user']);
    // The reset session is not a sign-in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies: reset })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/reset', cookies: reset })).json(),
    ).toEqual({
      phone: '+91 9811-100-001',
    });

    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset',
      cookies: reset,
      payload: { password: 'new password 1' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.passwordUpdated });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/verify', cookies })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset',
      cookies: reset,
      payload: { password: 'another one 2' },
    });
    expect(again.statusCode).toBe(401);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'forgot@example.com', password: 'old password 1' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'forgot@example.com', password: 'new password 1' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('works the same for partners and suppliers, each with its own reset session', async () => {
    await signUpWithPhone(t.app, 'supplier', 'sup@example.com', '9811100002', 'old password 1');
    const uid = await verifiedPhone(t.app, '9811100002', 'reset');
    // A supplier's phone opens no partner reset.
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/reset/${uid}`,
      payload: { phone: '9811100002' },
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toEqual({ message: messages.userNotFound, code: 'userNotFound' });

    const uid2 = await verifiedPhone(t.app, '9811100002', 'reset');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/supplier/reset/${uid2}`,
      payload: { phone: '9811100002' },
    });
    const reset = cookiesFrom(opened);
    expect(Object.keys(reset)).toEqual(['gs_reset_supplier']);
    const asPartner = await t.app.inject({
      method: 'PUT',
      url: '/api/service-provider/reset',
      cookies: reset,
      payload: { password: 'new password 1' },
    });
    expect(asPartner.statusCode).toBe(401);
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/supplier/reset',
      cookies: reset,
      payload: { password: 'new password 1' },
    });
    expect(done.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/signin',
      payload: { email: 'sup@example.com', password: 'new password 1' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('needs a reset code, not a sign-in code', async () => {
    await signUpWithPhone(t.app, 'service-provider', 'sp@example.com', '9811100003');
    const uid = await verifiedPhone(t.app, '9811100003', 'login');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/reset/${uid}`,
      payload: { phone: '9811100003' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.verificationExpired,
      code: 'verificationExpired',
    });
  });
});
