import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { warrantyClaims } from '../../db/schema/index';
import { runEvery } from '../../lib/periodic';
import { tellProject } from '../execution';

// The warranty's periodic work (docs/product.md#warranty): a claim still open 48 hours after it
// was made (or reopened) reminds the team once. Each reminder is claimed by one conditional
// UPDATE ... RETURNING, so with several instances exactly one sends it.

const waitMs = 48 * 3600_000;

export async function sweepWarranty(app: FastifyInstance, now: Date = new Date()) {
  const claimed = await app.database.db
    .update(warrantyClaims)
    .set({ remindedAt: now })
    .where(
      and(
        eq(warrantyClaims.status, 'open'),
        isNull(warrantyClaims.remindedAt),
        lte(warrantyClaims.updatedAt, new Date(now.getTime() - waitMs)),
      ),
    )
    .returning({ projectId: warrantyClaims.projectId });
  for (const { projectId } of claimed) {
    await tellProject(app, projectId, ['team'], {
      kind: 'Warranty waiting',
      key: 'notifyClaimWaiting',
    });
  }
  return { claimReminders: claimed.length };
}

export function registerWarrantySweep(app: FastifyInstance): void {
  app.decorate('sweepWarranty', (now?: Date) => sweepWarranty(app, now));
  runEvery(app, app.config.executionSweepMs, 'the warranty sweep', () => sweepWarranty(app));
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The warranty's reminders due at `now` (run every EXECUTION_SWEEP_SECONDS by itself). */
    sweepWarranty(now?: Date): Promise<{ claimReminders: number }>;
  }
}
