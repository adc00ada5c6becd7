import type { FastifyInstance } from 'fastify';
import { messages } from '@greenscape/shared/messages';
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

/** Throws 429 when `images` more images of `bytes` in all would pass the day's allowance. */
export async function assertUploadAllowance(
  app: FastifyInstance,
  owner: Owner,
  images: number,
  bytes: number,
): Promise<void> {
  const { db } = app.database;
  const { uploadsPerDay, uploadBytesPerDay } = app.config.limits;
  const [count, used] = await Promise.all([
    countHits(db, keys(owner).count, dayMs),
    countHits(db, keys(owner).bytes, dayMs),
  ]);
  // An empty batch asks whether anything is left at all.
  const full = images === 0 ? count >= uploadsPerDay || used >= uploadBytesPerDay : false;
  if (full || count + images > uploadsPerDay || used + bytes > uploadBytesPerDay) {
    throw new AppError(429, messages.uploadDailyLimit);
  }
}

export async function recordUploads(
  app: FastifyInstance,
  owner: Owner,
  images: number,
  bytes: number,
): Promise<void> {
  const { db } = app.database;
  await Promise.all([addHit(db, keys(owner).count, images), addHit(db, keys(owner).bytes, bytes)]);
}
