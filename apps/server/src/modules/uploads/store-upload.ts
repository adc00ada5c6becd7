import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import {
  fileUrl,
  thumbUrl,
  type UploadedFile,
  type UploadPurpose,
} from '@greenscape/shared/schemas/projects';
import { uploads } from '../../db/schema/index';
import type { ProcessedImage } from './process-image';

/** Writes the image and its thumbnail through the storage adapter, then records the upload. */
export async function storeUpload(
  app: FastifyInstance,
  owner: { role: Role; id: string },
  purpose: UploadPurpose,
  processed: ProcessedImage,
): Promise<UploadedFile> {
  const base = `${purpose}/${owner.id}/${randomBytes(12).toString('hex')}`;
  const storageKey = `${base}.webp`;
  const thumbKey = `${base}-thumb.webp`;
  try {
    await app.storage.put(storageKey, processed.image, 'image/webp');
    await app.storage.put(thumbKey, processed.thumb, 'image/webp');
  } catch (error) {
    // A full disk can fail the second write after the first: leave no stray file behind.
    await Promise.allSettled([app.storage.delete(storageKey), app.storage.delete(thumbKey)]);
    throw error;
  }
  const [row] = await app.database.db
    .insert(uploads)
    .values({
      ownerRole: owner.role,
      ownerId: owner.id,
      purpose,
      storageKey,
      thumbKey,
      mime: 'image/webp',
      width: processed.width,
      height: processed.height,
      bytes: processed.image.length,
    })
    .returning({ id: uploads.id });
  return { id: row!.id, url: fileUrl(row!.id), thumbUrl: thumbUrl(row!.id) };
}

/** Takes back uploads stored earlier in a batch that then failed: files first, then the rows. */
export async function discardUploads(app: FastifyInstance, ids: string[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  const rows = await app.database.db.select().from(uploads).where(inArray(uploads.id, ids));
  await Promise.allSettled(
    rows.flatMap((r) => [app.storage.delete(r.storageKey), app.storage.delete(r.thumbKey)]),
  );
  await app.database.db.delete(uploads).where(inArray(uploads.id, ids));
}
