import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sessions } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/tokens';

// Server-side sessions (DECISIONS §3): 60 minutes idle, 24 hours at most; the short session a
// reset code opens lives 10 minutes and can only change the password.
export const sessionLimits = {
  idleMs: 60 * 60_000,
  absoluteMs: 24 * 3600_000,
  resetMs: 10 * 60_000,
  // lastSeenAt is written at most this often, so reads do not all turn into writes.
  touchEveryMs: 60_000,
};

export type SessionPurpose = 'signin' | 'reset';
export type Session = { role: Role; accountId: string; purpose: SessionPurpose; expiresAt: Date };

export async function createSession(
  db: Database,
  input: { role: Role; accountId: string; purpose: SessionPurpose; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const lifetime = input.purpose === 'reset' ? sessionLimits.resetMs : sessionLimits.absoluteMs;
  const expiresAt = new Date(Date.now() + lifetime);
  await db.insert(sessions).values({
    idHash: hashToken(token),
    role: input.role,
    accountId: input.accountId,
    purpose: input.purpose,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The live session behind a token, or null; an expired one is deleted on sight. */
export async function findSession(
  db: Database,
  token: string,
  role: Role,
  purpose: SessionPurpose,
): Promise<Session | null> {
  const idHash = hashToken(token);
  const [row] = await prepared(db, 'session_by_hash', (d) =>
    d
      .select({
        role: sessions.role,
        accountId: sessions.accountId,
        purpose: sessions.purpose,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_by_hash'),
  ).execute({ idHash });
  if (!row || row.role !== role || row.purpose !== purpose) {
    return null;
  }
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || now - row.lastSeenAt.getTime() > sessionLimits.idleMs) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > sessionLimits.touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return { role, accountId: row.accountId, purpose, expiresAt: row.expiresAt };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of an account, e.g. after its password changed. */
export async function deleteAccountSessions(
  db: Database,
  role: Role,
  accountId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.accountId, accountId)));
}

export async function pruneSessions(db: Database): Promise<void> {
  const idleSince = new Date(Date.now() - sessionLimits.idleMs);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)));
}
