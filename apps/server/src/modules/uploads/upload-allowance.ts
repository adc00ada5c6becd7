import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import { AppError } from '../../lib/errors';
import { addHit, countHits } from '../../lib/rate-limit';

// Images and bytes an account may upload in 24 hours, counted in PostgreSQL so that every
// instance sees the same numbers. Counted when received, so deleting an upload gives nothing
// back: otherwise upload-and-delete would be a free way to make us re-encode images forever.
const dayMs = 24 * 3600_000;
type Owner = { role: Role; id: string };
const keys = (o: Owner) => ({
  count: `uploads:count:${o.role}:${o.id}`,
  bytes: `uploads:bytes:${o.role}:${o.id}`,
});

/** Throws 429 when nothing is left of the day's allowance (before a batch is even read). */
export async function assertAllowanceLeft(app: FastifyInstance, owner: Owner): Promise<void> {
  const { db } = app.database;
  const { uploadsPerDay, uploadBytesPerDay } = app.config.limits;
  const [count, used] = await Promise.all([
    countHits(db, keys(owner).count, dayMs),
    countHits(db, keys(owner).bytes, dayMs),
  ]);
  if (count >= uploadsPerDay || used >= uploadBytesPerDay) {
    throw new AppError(429, 'uploadDailyLimit');
  }
}

/**
 * Counts a received batch against the allowance in the same transaction as the check, one
 * batch of an account at a time, so two batches sent at once cannot both take the last of it.
 * Answers the refund for a batch that then cannot be stored.
 */
export async function claimUploadAllowance(
  app: FastifyInstance,
  owner: Owner,
  images: number,
  bytes: number,
): Promise<() => Promise<void>> {
  const { uploadsPerDay, uploadBytesPerDay } = app.config.limits;
  const key = keys(owner);
  const claimedAt = Date.now();
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key.count}))`);
    const count = await countHits(tx, key.count, dayMs);
    const used = await countHits(tx, key.bytes, dayMs);
    if (count + images > uploadsPerDay || used + bytes > uploadBytesPerDay) {
      throw new AppError(429, 'uploadDailyLimit');
    }
    await addHit(tx, key.count, images, claimedAt);
    await addHit(tx, key.bytes, bytes, claimedAt);
  });
  return async () => {
    await addHit(app.database.db, key.count, -images, claimedAt);
    await addHit(app.database.db, key.bytes, -bytes, claimedAt);
  };
}

/**
 * Counts the images decoded before a batch was refused (and the bytes received), without the
 * limit check: decoding them cost the same as accepting them, so a batch of large images with
 * one bad file at the end is not a free way to make us work (docs/security.md).
 */
export async function chargeRefusedBatch(
  app: FastifyInstance,
  owner: Owner,
  images: number,
  bytes: number,
): Promise<void> {
  if (images === 0 && bytes === 0) {
    return;
  }
  const key = keys(owner);
  await addHit(app.database.db, key.count, images);
  await addHit(app.database.db, key.bytes, bytes);
}
