import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index';
import { sessionChangesHeard } from '../src/modules/sessions/session-cache-plugin';
import { hashToken } from '../src/lib/tokens';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer } from './helpers/auth';

// A session read in the last minute is answered from memory, and any change to its
// row (logout, reset, or by hand) is obeyed as soon as the database's notification is heard.
describe('the session cache', () => {
  let t: TestApp;
  const sessionReads: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onQuery: (text) => {
          if (/from "sessions"/.test(text) && text.trimStart().startsWith('select')) {
            sessionReads.push(text);
          }
        },
      },
    );
  });
  beforeEach(() => {
    sessionReads.length = 0;
  });
  afterAll(() => t.close());

  const verify = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/verify', cookies });

  it('reads a session from the database once, then from memory', async () => {
    const { cookies } = await signUpCustomer(t.app, 'cached@example.com');
    // The sign-up's own notice, heard late, would evict the session cached below.
    await sessionChangesHeard(t.app);
    sessionReads.length = 0;
    expect((await verify(cookies)).statusCode).toBe(200);
    expect(sessionReads).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      expect((await verify(cookies)).statusCode).toBe(200);
    }
    expect(sessionReads).toHaveLength(1);
  });

  // Migration 0020: the touch that keeps the idle timeout is no change the cache keeps.
  it('keeps a session in memory when only its last use is written, not when it changes', async () => {
    const { cookies } = await signUpCustomer(t.app, 'touched@example.com');
    await sessionChangesHeard(t.app);
    sessionReads.length = 0;
    expect((await verify(cookies)).statusCode).toBe(200);
    const row = eq(sessions.idHash, hashToken(cookies.gs_user!));
    await t.database.db.update(sessions).set({ lastSeenAt: new Date() }).where(row);
    await sessionChangesHeard(t.app);
    expect((await verify(cookies)).statusCode).toBe(200);
    expect(sessionReads).toHaveLength(1);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(row);
    await sessionChangesHeard(t.app);
    expect((await verify(cookies)).statusCode).toBe(200);
    expect(sessionReads).toHaveLength(2);
  });

  it('refuses a session deleted by hand once the change is heard', async () => {
    const { cookies } = await signUpCustomer(t.app, 'deleted@example.com');
    expect((await verify(cookies)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.idHash, hashToken(cookies.gs_user!)));
    await sessionChangesHeard(t.app);
    expect((await verify(cookies)).statusCode).toBe(401);
  });

  it('refuses a cached session at once after logout', async () => {
    const { cookies } = await signUpCustomer(t.app, 'logout@example.com');
    expect((await verify(cookies)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { role: 'user' },
      cookies,
    });
    expect(out.statusCode).toBe(200);
    expect((await verify(cookies)).statusCode).toBe(401);
  });

  it('reads every session from the database while notifications are not heard', async () => {
    const { cookies } = await signUpCustomer(t.app, 'deaf@example.com');
    t.app.sessionCache.setListening(false);
    try {
      sessionReads.length = 0;
      for (let i = 0; i < 3; i++) {
        expect((await verify(cookies)).statusCode).toBe(200);
      }
      expect(sessionReads).toHaveLength(3);
    } finally {
      t.app.sessionCache.setListening(true);
    }
  });
});
