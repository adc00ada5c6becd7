import { and, eq, lt, or, sql } from 'drizzle-orm';
import { isLanguage, defaultLanguage, type Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { roleTables } from '../../db/role-tables';
import { prepared } from '../../db/prepared';
import { sessions } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/tokens';
import { sessionChangeChannel, type SessionCache } from './session-cache';

// Server-side sessions (docs/product.md#sign-in): 60 minutes idle, 24 hours at most; the short
// session a
// reset code opens lives 10 minutes and can only change the password.
export const sessionLimits = {
  idleMs: 60 * 60_000,
  absoluteMs: 24 * 3600_000,
  resetMs: 10 * 60_000,
  // lastSeenAt is written at most this often, so reads do not all turn into writes.
  touchEveryMs: 60_000,
};

export type SessionPurpose = 'signin' | 'reset';
export type Session = {
  role: Role;
  accountId: string;
  purpose: SessionPurpose;
  expiresAt: Date;
  /** The account's language, read with the session (docs/product.md#languages). */
  language: Language;
};

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

/**
 * The live session behind a token, or null; an expired one is deleted on sight. With a cache,
 * a session read in the last minute is answered from memory (see SessionCache).
 */
export async function findSession(
  db: Database,
  token: string,
  role: Role,
  purpose: SessionPurpose,
  cache?: SessionCache,
): Promise<Session | null> {
  const idHash = hashToken(token);
  const cached = cache?.get(idHash, Date.now());
  if (cached) {
    return cached.role === role && cached.purpose === purpose
      ? {
          role,
          accountId: cached.accountId,
          purpose,
          expiresAt: cached.expiresAt,
          language: cached.language,
        }
      : null;
  }
  if (!cache) {
    return readSessionRow(db, idHash, role, purpose);
  }
  const readAt = Date.now();
  cache.beginRead(idHash);
  let session: Session | null = null;
  try {
    session = await readSessionRow(db, idHash, role, purpose);
  } finally {
    cache.endRead(idHash, session && { ...session, readAt });
  }
  return session;
}

async function readSessionRow(
  db: Database,
  idHash: string,
  role: Role,
  purpose: SessionPurpose,
): Promise<Session | null> {
  // The account's language comes with the session in the same query, so that it costs an
  // authenticated request nothing more; a change of language touches the account's sessions
  // (touchAccountSessions announces them), and every instance forgets them as after a logout.
  const name = `session_by_hash_${role.replace('-', '_')}`;
  const account = roleTables[role];
  const [row] = await prepared(db, name, (d) =>
    d
      .select({
        role: sessions.role,
        accountId: sessions.accountId,
        purpose: sessions.purpose,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        language: account.language,
      })
      .from(sessions)
      .leftJoin(account, eq(account.id, sessions.accountId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare(name),
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
  return {
    role,
    accountId: row.accountId,
    purpose,
    expiresAt: row.expiresAt,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
  };
}

export async function deleteSession(
  db: Database,
  token: string,
  cache?: SessionCache,
): Promise<void> {
  const idHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  // The trigger tells every instance; this one need not wait to hear it.
  cache?.forget(idHash);
}

/** Ends every session of an account, e.g. after its password changed. */
export async function deleteAccountSessions(
  db: Database,
  role: Role,
  accountId: string,
  cache?: SessionCache,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.accountId, accountId)));
  cache?.forgetAccount(role, accountId);
}

/**
 * Makes every instance read an account's sessions afresh: each session's hash is announced on
 * the channel migration 0008's trigger uses, as a logout's are, without ending them (at commit,
 * when called in a transaction). Announced here, not by an update: since migration 0020 an update
 * of nothing but last_seen_at is not. This instance forgets them at once.
 */
export async function touchAccountSessions(
  db: Pick<Database, 'execute'>,
  role: Role,
  accountId: string,
  cache?: SessionCache,
): Promise<void> {
  await db.execute(sql`select pg_notify(${sessionChangeChannel}, ${sessions.idHash})
    from ${sessions} where ${and(eq(sessions.role, role), eq(sessions.accountId, accountId))}`);
  cache?.forgetAccount(role, accountId);
}

export async function pruneSessions(db: Database): Promise<void> {
  const idleSince = new Date(Date.now() - sessionLimits.idleMs);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)));
}
