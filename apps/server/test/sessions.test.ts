import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { sessions } from '../src/db/schema/index';
import { hashToken } from '../src/lib/tokens';
import { sessionChangesHeard } from '../src/modules/sessions/session-cache-plugin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, signUpWithPhone } from './helpers/auth';

describe('session lifetimes and scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/verify', cookies });
  const age = async (token: string, set: Partial<typeof sessions.$inferInsert>) => {
    await t.database.db
      .update(sessions)
      .set(set)
      .where(eq(sessions.idHash, hashToken(token)));
    // Changed behind the server's back: wait until its session cache has heard of it.
    await sessionChangesHeard(t.app);
  };

  it('stores only the hash of the cookie token', async () => {
    const { cookies } = await signUpCustomer(t.app, 'hash@example.com');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === cookies.gs_user)).toBe(false);
    expect(rows.some((r) => r.idHash === hashToken(cookies.gs_user!))).toBe(true);
  });

  it('ends after 60 minutes without use, and deletes the row', async () => {
    const { cookies } = await signUpCustomer(t.app, 'idle@example.com');
    await age(cookies.gs_user!, { lastSeenAt: new Date(Date.now() - 59 * 60_000) });
    expect((await verify(cookies)).statusCode).toBe(200);
    await age(cookies.gs_user!, { lastSeenAt: new Date(Date.now() - 61 * 60_000) });
    expect((await verify(cookies)).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(cookies.gs_user!)));
    expect(left).toEqual([]);
  });

  it('ends 24 hours after sign-in however busy it is', async () => {
    const { cookies } = await signUpCustomer(t.app, 'absolute@example.com');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(cookies.gs_user!)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600_000, -4);
    await age(cookies.gs_user!, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect((await verify(cookies)).statusCode).toBe(401);
  });

  it('holds sessions of several roles in one browser; logging out one keeps the others', async () => {
    const customer = await signUpCustomer(t.app, 'both@example.com');
    const partner = await signUpWithPhone(
      t.app,
      'service-provider',
      'both@example.com',
      '9822200001',
    );
    const jar = { ...customer.cookies, ...partner.cookies };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: jar })).json().roles,
    ).toEqual(['user', 'service-provider']);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: jar,
      payload: { role: 'service-provider' },
    });
    expect((await verify(jar)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/service-provider/verify', cookies: jar }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: 'both@example.com', password: 'a good password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('sign-in throttling by client address', () => {
  it('slows one address spraying many accounts, while other addresses still sign in', async () => {
    // A threshold of 10 rather than the default 50: every guess at an unknown account costs a
    // password hash, and 50 of them took half of this test's time limit on a slow day.
    const t = await createTestApp({ SIGNIN_FAILURES_PER_ADDRESS: '10' });
    await signUpCustomer(t.app, 'target@example.com', 'the right password');
    const from = (remoteAddress: string, email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress,
        payload: { email, password },
      });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => from('203.0.113.9', `victim${i}@example.com`, 'guess')),
    );
    const blocked = await from('203.0.113.9', 'target@example.com', 'the right password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
    expect(
      (await from('198.51.100.7', 'target@example.com', 'the right password')).statusCode,
    ).toBe(200);
    await t.close();
  });
});
