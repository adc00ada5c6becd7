import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { completePartner, signUpWithPhone, verifiedPhone } from './helpers/auth';

// Partners and suppliers sign in with their phone: a new one must be proven with a code sent to it.
describe('changing the phone a partner or supplier signs in with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (phone: string) => ({
    name: 'Green Thumb',
    phone,
    city: 'Pune',
    address: '1 Road',
    postalCode: '411001',
  });

  it('takes a new phone only with the token of a code sent to it, once', async () => {
    const partner = await completePartner(t.app, '9770000001', ['kitchen-gardening']);
    const put = (phone: string, verificationToken?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/service-provider/${partner.id}`,
        cookies: partner.cookies,
        payload: {
          updatationDetails: { ...profile(phone), servicesOffered: ['kitchen-gardening'] },
          ...(verificationToken ? { verificationToken } : {}),
        },
      });

    const unproven = await put('9770000002');
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json()).toEqual({ message: messages.verifyNewPhone, code: 'verifyNewPhone' });

    // A token for another number proves nothing about this one.
    const otherToken = await verifiedPhone(t.app, '9770000003', 'signup');
    const wrong = await put('9770000002', otherToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: messages.verificationExpired,
      code: 'verificationExpired',
    });

    const token = await verifiedPhone(t.app, '9770000002', 'signup');
    const changed = await put('9770000002', token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().phone).toBe('+919770000002');
    // Saving again with the same phone needs no code; the spent token moves it nowhere else.
    expect((await put('9770000002')).statusCode).toBe(200);
    expect((await put('9770000004', token)).json()).toEqual({
      message: messages.verificationExpired,
      code: 'verificationExpired',
    });

    // The account now signs in with the new number, and the old one is free.
    const login = await verifiedPhone(t.app, '9770000002', 'login');
    const signIn = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/phone/${login}`,
      payload: { phone: '9770000002' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()._id).toBe(partner.id);
  });

  it('asks a supplier for the same proof', async () => {
    const { cookies, account } = await signUpWithPhone(
      t.app,
      'supplier',
      'soil@example.com',
      '9770000011',
    );
    const put = (phone: string, verificationToken?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/supplier/${account._id}`,
        cookies,
        payload: { updatationDetails: profile(phone), verificationToken },
      });
    expect((await put('9770000011')).statusCode).toBe(200);
    expect((await put('9770000012')).json()).toEqual({
      message: messages.verifyNewPhone,
      code: 'verifyNewPhone',
    });
    const token = await verifiedPhone(t.app, '9770000012', 'signup');
    const changed = await put('9770000012', token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().phone).toBe('+919770000012');
  });
});
