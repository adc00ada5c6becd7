import type { FastifyInstance } from 'fastify';
import { pruneHits } from '../../lib/rate-limit';
import { pruneIdempotencyKeys } from '../../plugins/idempotency';
import { runEvery } from '../../lib/periodic';
import { pruneChannels } from '../channels';
import { pruneEarlyReports } from '../messaging';
import { pruneSessions } from '../sessions';

// What the server keeps only for a while, removed each hour (docs/deploy.md#housekeeping): ended
// sessions, rate-limit counters and Idempotency-Keys older than a day, and the WhatsApp webhooks'
// bookkeeping. Every
// instance runs it; each removal is one DELETE by age, so two at once only find less to do.

const hourMs = 3600_000;

export async function sweepHousekeeping(app: FastifyInstance, now: Date = new Date()) {
  const { db } = app.database;
  await pruneSessions(db);
  await pruneHits(db);
  const channels = await pruneChannels(app, now);
  const earlyReports = await pruneEarlyReports(db, now);
  const idempotencyKeys = await pruneIdempotencyKeys(db, now);
  return { ...channels, earlyReports, idempotencyKeys };
}

export function registerHousekeeping(app: FastifyInstance): void {
  app.decorate('sweepHousekeeping', (now?: Date) => sweepHousekeeping(app, now));
  runEvery(app, hourMs, 'the housekeeping sweep', () => sweepHousekeeping(app));
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Removes what is kept only for a while (run each hour by itself). */
    sweepHousekeeping(now?: Date): Promise<{
      inbound: number;
      awaiting: number;
      earlyReports: number;
      idempotencyKeys: number;
    }>;
  }
}
