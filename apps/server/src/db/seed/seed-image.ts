import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploads } from '../schema/index';
import type { Storage } from '../../storage/storage';
import { seedImagesDir } from '../../lib/paths';
import type { Tx } from './seed-common';

export type SeedImagePurpose = 'project-photo' | 'design';

/** Stores one of the bundled seed images with its thumbnail, as an upload would; answers its id. */
export async function storeSeedImage(
  tx: Tx,
  storage: Storage,
  name: string,
  owner: { role: 'user' | 'admin'; id: string },
  purpose: SeedImagePurpose,
): Promise<string> {
  const original = await readFile(path.join(seedImagesDir, `${name}.webp`));
  const image = sharp(original);
  const { width = 0, height = 0 } = await image.metadata();
  const thumb = await image.clone().resize({ width: 320 }).webp({ quality: 70 }).toBuffer();
  const base = `${purpose}/${owner.id}/${randomBytes(8).toString('hex')}`;
  await storage.put(`${base}.webp`, original, 'image/webp');
  await storage.put(`${base}-thumb.webp`, thumb, 'image/webp');
  const [row] = await tx
    .insert(uploads)
    .values({
      ownerRole: owner.role,
      ownerId: owner.id,
      purpose,
      storageKey: `${base}.webp`,
      thumbKey: `${base}-thumb.webp`,
      mime: 'image/webp',
      width,
      height,
      bytes: original.length,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
