import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpWithPhone, verifiedPhone } from './helpers/auth';

describe.each(['service-provider', 'supplier'] as const)('%s accounts', (kind) => {
  let t: TestApp;
  let n = 0;
  const nextPhone = () => `97${kind === 'supplier' ? 1 : 0}000${String(++n).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up with a verified phone and starts with an incomplete profile', async () => {
    const phone = nextPhone();
    const { cookies, account } = await signUpWithPhone(t.app, kind, 'Shop@Example.com', phone);
    expect(account).toMatchObject({
      email: 'shop@example.com',
      phone: `+91${phone}`,
      profileCompleted: false,
    });
    const verify = await t.app.inject({ method: 'GET', url: `/api/${kind}/verify`, cookies });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()._id).toBe(account._id);
  });

  it('refuses a reused, foreign or wrong-purpose verification token', async () => {
    const phone = nextPhone();
    const uid = await verifiedPhone(t.app, phone, 'signup');
    const body = { email: `${phone}@example.com`, password: 'a good password', phone };
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signup/${uid}`,
      payload: { ...body, phone: nextPhone() },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      message: messages.verificationExpired,
      code: 'verificationExpired',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/${kind}/signup/${uid}`, payload: body }))
        .statusCode,
    ).toBe(201);
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signup/${uid}`,
      payload: { ...body, email: `again${phone}@example.com` },
    });
    expect(reused.statusCode).toBe(400);
    const loginToken = await verifiedPhone(t.app, nextPhone(), 'login');
    const wrongPurpose = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signup/${loginToken}`,
      payload: body,
    });
    expect(wrongPurpose.statusCode).toBe(400);
  });

  it('refuses a second account on the same phone, and gives the token back', async () => {
    const phone = nextPhone();
    await signUpWithPhone(t.app, kind, `first${phone}@example.com`, phone);
    const uid = await verifiedPhone(t.app, phone, 'signup');
    const payload = { email: `second${phone}@example.com`, password: 'a good password', phone };
    const res = await t.app.inject({ method: 'POST', url: `/api/${kind}/signup/${uid}`, payload });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.phoneTaken, code: 'phoneTaken' });
  });

  it('signs in by phone: the existing account, or a new one that must complete its profile', async () => {
    const phone = nextPhone();
    const { account } = await signUpWithPhone(t.app, kind, `phone${phone}@example.com`, phone);
    const uid = await verifiedPhone(t.app, phone, 'login');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/phone/${uid}`,
      payload: { phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(account._id);

    const fresh = nextPhone();
    const freshUid = await verifiedPhone(t.app, fresh, 'login');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/phone/${freshUid}`,
      payload: { phone: fresh },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      phone: `+91${fresh}`,
      email: null,
      profileCompleted: false,
    });
  });

  it('signs in by e-mail and password with its own validation texts', async () => {
    const phone = nextPhone();
    await signUpWithPhone(t.app, kind, `mail${phone}@example.com`, phone, 'the right password');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signin`,
      payload: { email: 'x', password: 'y' },
    });
    expect(bad.json()).toEqual({
      message: messages.invalidEmailAddress,
      code: 'invalidEmailAddress',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signin`,
      payload: { email: `mail${phone}@example.com`, password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/signin`,
      payload: { email: `MAIL${phone}@example.com`, password: 'the right password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(cookiesFrom(ok))).toEqual([
      kind === 'supplier' ? 'gs_supplier' : 'gs_service_provider',
    ]);
  });

  it('completes its own profile only, which routes it on', async () => {
    const phone = nextPhone();
    const mine = await signUpWithPhone(t.app, kind, `p${phone}@example.com`, phone);
    const otherPhone = nextPhone();
    const other = await signUpWithPhone(t.app, kind, `p${otherPhone}@example.com`, otherPhone);
    const details = {
      name: 'Ravi Kumar',
      phone,
      city: 'Bengaluru',
      address: '88 Nursery Road',
      postalCode: '560024',
      ...(kind === 'service-provider'
        ? { servicesOffered: ['roof-top-gardening', 'landscaping-plants'] }
        : {}),
    };
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/${kind}/${other.account._id}`,
      cookies: mine.cookies,
      payload: { updatationDetails: details },
    });
    expect(notMine.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/${kind}/${mine.account._id}`,
      cookies: mine.cookies,
      payload: { updatationDetails: details },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ravi Kumar', profileCompleted: true });
    if (kind === 'service-provider') {
      expect(res.json().servicesOffered).toEqual(['roof-top-gardening', 'landscaping-plants']);
      const none = await t.app.inject({
        method: 'PUT',
        url: `/api/${kind}/${mine.account._id}`,
        cookies: mine.cookies,
        payload: { updatationDetails: { ...details, servicesOffered: [] } },
      });
      expect(none.json()).toEqual({ message: messages.chooseServices, code: 'chooseServices' });
    }
  });

  it('cannot be reached with a cookie of the other workspace', async () => {
    const phone = nextPhone();
    const { cookies } = await signUpWithPhone(t.app, kind, `x${phone}@example.com`, phone);
    const otherKind = kind === 'supplier' ? 'service-provider' : 'supplier';
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${otherKind}/verify`, cookies })).statusCode,
    ).toBe(401);
  });
});
