import { randomBytes } from 'node:crypto';
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
  await app.storage.put(storageKey, processed.image, 'image/webp');
  await app.storage.put(thumbKey, processed.thumb, 'image/webp');
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
