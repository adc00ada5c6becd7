import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { users } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpWithPhone } from './helpers/auth';
import { signInAtProvider, startOidcProvider } from './helpers/oidc-provider';

const publicUrl = 'http://localhost:3999';
const callback = `${publicUrl}/api/auth/google/callback`;

describe('Google sign-in through OpenID Connect', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: 'greenscape',
      clientSecret: 'provider-secret',
      redirectUri: callback,
      people: [
        { sub: 'g-asha', email: 'asha.g@example.com', email_verified: true, name: 'Asha G' },
        { sub: 'g-ravi', email: 'ravi.partner@example.com', email_verified: true, name: 'Ravi' },
        { sub: 'g-meera', email: 'meera.g@example.com', email_verified: true, name: 'Meera G' },
        {
          sub: 'g-stranger',
          email: 'stranger@example.com',
          email_verified: true,
          name: 'Stranger',
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

  /** The whole browser round trip: our start, the provider's pages, our callback. */
  async function googleSignIn(role: string, login: string, next?: string, query = '') {
    const back = next === undefined ? '' : `&next=${encodeURIComponent(next)}`;
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/start?role=${role}${back}${query}`,
    });
    expect(start.statusCode).toBe(302);
    const location = start.headers.location as string;
    expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
    const params = new URL(location).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBeTruthy();
    const returned = await signInAtProvider(location, callback, login);
    const end = await t.app.inject({
      method: 'GET',
      url: returned.slice(publicUrl.length),
      cookies: cookiesFrom(start),
    });
    return { end, cookies: cookiesFrom(end) };
  }

  it('says Google is available', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session' })).json().google).toBe(
      true,
    );
  });

  it('opens a customer account from the verified ID token and signs it in; the next time it is the same account', async () => {
    const first = await googleSignIn('user', 'g-asha');
    expect(first.end.statusCode).toBe(302);
    expect(first.end.headers.location).toBe('/user');
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify',
      cookies: first.cookies,
    });
    expect(verify.json()).toMatchObject({ email: 'asha.g@example.com', name: 'Asha G' });
    const again = await googleSignIn('user', 'g-asha');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify',
      cookies: again.cookies,
    });
    expect(second.json()._id).toBe(verify.json()._id);
    const rows = await t.database.db.select().from(users).where(eq(users.googleSubject, 'g-asha'));
    expect(rows).toHaveLength(1);
  });

  it('opens a new account in the language of the page it started from', async () => {
    // The return is a plain page load: its Accept-Language (none here) is not the page's.
    const signedIn = await googleSignIn('user', 'g-meera', undefined, '&lang=hi');
    expect(signedIn.end.statusCode).toBe(302);
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/me/preferences',
      cookies: signedIn.cookies,
    });
    expect(preferences.json().language).toBe('hi');
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?lang=fr' });
    expect(bad.statusCode).toBe(400);
  });

  it('comes back to the page wanted before signing in, only within the role area', async () => {
    const wanted = await googleSignIn('user', 'g-asha', '/user/project?tab=2');
    expect(wanted.end.headers.location).toBe('/user/project?tab=2');
    for (const next of ['//evil.com/user', 'https://evil.com/user', '/\\evil.com', '/admin']) {
      const refused = await googleSignIn('user', 'g-asha', next);
      expect(refused.end.headers.location, next).toBe('/user');
    }
  });

  it('signs an existing partner in by its verified e-mail and sends it to its profile form', async () => {
    await signUpWithPhone(t.app, 'service-provider', 'ravi.partner@example.com', '9833300001');
    const { end, cookies } = await googleSignIn('service-provider', 'g-ravi');
    expect(end.headers.location).toBe('/service-provider/update');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/service-provider/verify', cookies }))
        .statusCode,
    ).toBe(200);
  });

  it("does not open partner accounts: 'User Not found'", async () => {
    const { end, cookies } = await googleSignIn('service-provider', 'g-stranger');
    expect(end.headers.location).toBe(
      `/login/service-provider?error=${encodeURIComponent(messages.userNotFound)}`,
    );
    expect(cookies).toEqual({});
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?role=user' });
    const back = await signInAtProvider(start.headers.location as string, callback, 'g-asha');
    // No state cookie: a login-CSRF attempt with someone else's code.
    const end = await t.app.inject({ method: 'GET', url: back.slice(publicUrl.length) });
    expect(end.headers.location).toBe(`/login?error=${encodeURIComponent(messages.googleFailed)}`);
    expect(cookiesFrom(end).gs_user).toBeUndefined();
  });

  it('is hidden and refused where it is not configured', async () => {
    const plain = await createTestApp();
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/auth/session' })).json().google,
    ).toBe(false);
    const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google/start?role=user' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.googleUnavailable, code: 'googleUnavailable' });
    await plain.close();
  });
});
