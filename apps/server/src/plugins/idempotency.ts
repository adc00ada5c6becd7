import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { apiPrefix } from '@greenscape/shared/contract/endpoint';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { roles } from '@greenscape/shared/schemas/auth';
import type { UploadPurpose } from '@greenscape/shared/schemas/projects';
import { AppError, badRequest, conflict } from '../lib/errors';
import { uploaderOf } from '../modules/uploads';

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept for the same caller and key. */
    idempotencyClaim?: { role: string; id: string; key: string };
    /** The answer was the kept one of an earlier request: nothing ran, nothing is audited. */
    idempotentReplay?: boolean;
  }
}

// A write sent again with its Idempotency-Key counts once (docs/offline.md): a phone's outbox
// resends an action whose answer it never got, and the server gives back the first answer instead
// of doing it twice. Per caller (from the session, never the body) and key, for 24 hours.

const keyPattern = /^[\w.:-]{1,255}$/;
const uploadRoute = `${apiPrefix}${uploadsApi.upload.path}`;
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const idempotencyKeptMs = 24 * 3600_000;
/**
 * A claim whose request never answered (its process died) may be taken again after this: longer
 * than any request runs, a photo going up over 2G included.
 */
const abandonedAfter = '10 minutes';
/** How long a repeat waits for the first request's answer before it is told to try again. */
const waitForFirstMs = 5_000;

/**
 * What the key stands for: the method, the path with its query and the body. A multipart body is
 * read by its route, after this, and a browser draws a new boundary each time it sends the same
 * file: for an upload the key alone names the file.
 */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart() ? 'multipart' : JSON.stringify(request.body ?? null);
  const hash = createHash('sha256').update(body).digest('base64url');
  return `${request.method} ${request.url} ${hash}`;
}

/** Claims the key for this request: a new key, a day-old one, or one whose request was lost. */
async function claim(
  db: Database,
  claimKey: { role: string; id: string; key: string },
  fp: string,
) {
  const t = idempotencyKeys;
  const [claimed] = await db
    .insert(t)
    .values({
      callerRole: claimKey.role,
      callerId: claimKey.id,
      key: claimKey.key,
      fingerprint: fp,
    })
    .onConflictDoUpdate({
      target: [t.callerRole, t.callerId, t.key],
      set: {
        fingerprint: fp,
        status: null,
        contentType: null,
        body: null,
        claimedAt: sql`now()`,
        createdAt: sql`now()`,
      },
      setWhere: sql`${t.createdAt} < now() - interval '24 hours'
        or (${t.status} is null and ${t.claimedAt} < now() - interval '${sql.raw(abandonedAfter)}'
          and ${t.fingerprint} = excluded.fingerprint)`,
    })
    .returning({ key: t.key });
  return claimed !== undefined;
}

/** The kept answer of the key, sent again; or why not (another request, or not answered yet). */
async function replay(
  db: Database,
  claimKey: { role: string; id: string; key: string },
  fp: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const t = idempotencyKeys;
  const deadline = Date.now() + waitForFirstMs;
  // Asked again less often as the wait grows: a slow upload's repeats must not poll the
  // database ten times a second each.
  let pause = 50;
  for (;;) {
    const [kept] = await db
      .select()
      .from(t)
      .where(
        and(eq(t.callerRole, claimKey.role), eq(t.callerId, claimKey.id), eq(t.key, claimKey.key)),
      );
    if (!kept) {
      return false;
    }
    if (kept.fingerprint !== fp) {
      throw new AppError(422, 'idempotencyKeyReused');
    }
    if (kept.status !== null) {
      request.idempotentReplay = true;
      reply.code(kept.status).header('idempotent-replayed', 'true');
      if (kept.contentType) {
        reply.type(kept.contentType);
      }
      return reply.send(kept.body ?? '');
    }
    if (Date.now() > deadline) {
      throw conflict('idempotencyKeyInFlight');
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 800);
  }
}

/**
 * The caller of an upload, as its handler names it (modules/uploads/uploader-role.ts): the key is
 * kept under the upload's own owner. One the handler would refuse is not keyed.
 */
async function uploadCallerOf(request: FastifyRequest) {
  const query = (request.query ?? {}) as { purpose?: unknown; as?: unknown };
  const as = roles.find((r) => r === query.as);
  if (query.as !== undefined && !as) {
    return undefined;
  }
  return uploaderOf(request, query.purpose as UploadPurpose, as).catch(() => undefined);
}

/**
 * An answer worth giving again: not a failure of ours (5xx), not a missing session (401: the
 * person signs in and sends it again), not a flood refusal (429: it may pass later), and for an
 * upload only a success, as its body is never compared. An answer the phone never received is
 * kept all the same: that is the repeat the key is for. A request cut off before its body was
 * whole never reaches the key (a JSON body is read before it), or is an upload refused for it.
 */
function keptAnswer(request: FastifyRequest, status: number): boolean {
  if (request.isMultipart()) {
    return status < 300;
  }
  return status < 500 && status !== 401 && status !== 429;
}

export function registerIdempotency(app: FastifyInstance): void {
  const { db } = app.database;
  // After the route's guards (onRequest) have named the caller, before the body is validated: a
  // repeat gets its first answer even where the body's check would now say otherwise.
  app.addHook('preValidation', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !writes.has(request.method)) {
      return;
    }
    // As a structured field (the IETF draft's form) the key comes quoted: the same key.
    const key = typeof header === 'string' ? header.replace(/^"(.*)"$/, '$1') : undefined;
    if (key === undefined || !keyPattern.test(key)) {
      throw badRequest('idempotencyKeyInvalid');
    }
    // A route's guard names the caller; an upload names it by its purpose, in its handler. Other
    // writes without a guard (signing in, a code) are not keyed: their answer sets a session.
    const caller =
      request.caller ??
      (request.routeOptions.url === uploadRoute ? await uploadCallerOf(request) : undefined);
    if (!caller) {
      return;
    }
    const claimKey = { role: caller.role, id: caller.id, key };
    const fp = fingerprintOf(request);
    for (let tries = 0; tries < 3; tries++) {
      if (await claim(db, claimKey, fp)) {
        request.idempotencyClaim = claimKey;
        return;
      }
      if (await replay(db, claimKey, fp, request, reply)) {
        return reply;
      }
    }
    throw conflict('idempotencyKeyInFlight');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimKey = request.idempotencyClaim;
    if (!claimKey) {
      return payload;
    }
    request.idempotencyClaim = undefined;
    const t = idempotencyKeys;
    const where = and(
      eq(t.callerRole, claimKey.role),
      eq(t.callerId, claimKey.id),
      eq(t.key, claimKey.key),
    );
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload == null
            ? ''
            : undefined;
    if (text === undefined || !keptAnswer(request, reply.statusCode)) {
      await db.delete(t).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(t)
      .set({
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: text,
      })
      .where(where);
    return payload;
  });
}

/** Keys older than a day are forgotten (the housekeeping sweep). */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeptMs)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
