import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  cookiesFrom,
  signUpCustomer,
  signUpWithPhone,
  verifiedPhone,
  type Cookies,
} from '../helpers/auth';
import { signInAtProvider, startOidcProvider } from '../helpers/oidc-provider';

// Sign-up never proves the e-mail, so an attacker could open an account with the
// victim's address and a password of their own, wait for the victim to sign in with Google (which
// found the account by that address), and share the account with them from then on.

const publicUrl = 'http://localhost:3999';
const callback = `${publicUrl}/api/auth/google/callback`;

describe('Google sign-in on an account someone opened with the same e-mail', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: 'greenscape',
      clientSecret: 'provider-secret',
      redirectUri: callback,
      people: [
        { sub: 'g-victim', email: 'victim@example.com', email_verified: true, name: 'Victim' },
        {
          sub: 'g-victim-partner',
          email: 'victim.partner@example.com',
          email_verified: true,
          name: 'Victim Partner',
        },
      ],
    });
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: 'greenscape',
      GOOGLE_CLIENT_SECRET: 'provider-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function googleSignIn(role: string, login: string): Promise<Cookies> {
    const start = await t.app.inject({ method: 'GET', url: `/api/auth/google/start?role=${role}` });
    const back = await signInAtProvider(start.headers.location as string, callback, login);
    const end = await t.app.inject({
      method: 'GET',
      url: back.slice(publicUrl.length),
      cookies: cookiesFrom(start),
    });
    expect(end.statusCode).toBe(302);
    return cookiesFrom(end);
  }

  const verify = (role: string, cookies: Cookies) =>
    t.app.inject({ method: 'GET', url: `/api/${role}/verify`, cookies });

  it("takes the squatter's password, phone and sessions away from a customer account", async () => {
    const squatter = await signUpCustomer(t.app, 'victim@example.com', 'attacker password');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${squatter.user._id}`,
      cookies: squatter.cookies,
      payload: {
        updatationDetails: {
          name: 'Not The Victim',
          phone: '9811100071',
          city: 'Pune',
          address: '1 Road',
          postalCode: '411001',
        },
      },
    });
    expect((await verify('user', squatter.cookies)).statusCode).toBe(200);

    const victim = await googleSignIn('user', 'g-victim');
    const victimAccount = await verify('user', victim);
    expect(victimAccount.statusCode).toBe(200);

    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'victim@example.com', password: 'attacker password' },
    });
    expect(password.statusCode).toBe(401);
    expect((await verify('user', squatter.cookies)).statusCode).toBe(401);
    expect(victimAccount.json()).toMatchObject({ email: 'victim@example.com', phone: null });
    // The phone the squatter put on the account no longer opens a password reset of it.
    const uid = await verifiedPhone(t.app, '9811100071', 'reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset/${uid}`,
      payload: { phone: '9811100071' },
    });
    expect(reset.statusCode).toBe(404);

    expect((await verify('user', victim)).statusCode).toBe(200);
    // The next Google sign-in is the same account.
    const again = await verify('user', await googleSignIn('user', 'g-victim'));
    expect(again.json()._id).toBe(victimAccount.json()._id);
  });

  it('does the same for a partner account, whose phone sign-in no longer leads into it', async () => {
    const squatter = await signUpWithPhone(
      t.app,
      'service-provider',
      'victim.partner@example.com',
      '9833300071',
      'attacker password',
    );
    const victim = await googleSignIn('service-provider', 'g-victim-partner');
    const victimAccount = await verify('service-provider', victim);
    expect(victimAccount.statusCode).toBe(200);

    const password = await t.app.inject({
      method: 'POST',
      url: '/api/service-provider/signin',
      payload: { email: 'victim.partner@example.com', password: 'attacker password' },
    });
    expect(password.statusCode).toBe(401);
    expect((await verify('service-provider', squatter.cookies)).statusCode).toBe(401);
    // Back to the profile form, where a phone is taken only with a code sent to it.
    expect(victimAccount.json()).toMatchObject({ phone: null, profileCompleted: false });
    const uid = await verifiedPhone(t.app, '9833300071', 'login');
    const byPhone = await t.app.inject({
      method: 'POST',
      url: `/api/service-provider/phone/${uid}`,
      payload: { phone: '9833300071' },
    });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()._id).not.toBe(victimAccount.json()._id);

    expect((await verify('service-provider', victim)).statusCode).toBe(200);
  });
});
