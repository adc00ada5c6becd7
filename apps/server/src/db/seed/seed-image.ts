import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploads } from '../schema/index';
import type { Storage } from '../../storage/storage';
import { seedImagesDir } from '../../lib/paths';
import type { Tx } from './seed-common';

export type SeedImagePurpose = 'project-photo' | 'design' | 'gallery';
export type SeedImageOwner = { role: 'user' | 'admin' | 'service-provider'; id: string };

type Prepared = { original: Buffer; thumb: Buffer; width: number; height: number };

// The demo stores ~90 images from ~35 files (a plan is a design and a gallery picture too). Making
// the thumbnails took 2 s of the first seed, so the scripts that make the files
// (scripts/make-seed-images.mjs, npm run seed:plans) keep each one's thumbnail beside it, and each
// file is read once per process: the seed stays within a second of its time before the drawn plans.
const prepared = new Map<string, Promise<Prepared>>();

async function prepare(name: string): Promise<Prepared> {
  const original = await readFile(path.join(seedImagesDir, `${name}.webp`));
  const image = sharp(original);
  const { width = 0, height = 0 } = await image.metadata();
  const thumb = await readFile(path.join(seedImagesDir, `${name}-thumb.webp`)).catch(() =>
    image.clone().resize({ width: 320 }).webp({ quality: 70 }).toBuffer(),
  );
  return { original, thumb, width, height };
}

/**
 * Stores bundled seed images (each `name` under seed-images, e.g. `plans/asha-kitchen-1`) with
 * their thumbnails, as uploads would, in one insert; answers their ids in the order given.
 */
export async function storeSeedImages(
  tx: Tx,
  storage: Storage,
  names: string[],
  owner: SeedImageOwner,
  purpose: SeedImagePurpose,
): Promise<string[]> {
  if (names.length === 0) {
    return [];
  }
  const rows = [];
  for (const name of names) {
    let file = prepared.get(name);
    if (!file) {
      file = prepare(name);
      prepared.set(name, file);
    }
    const { original, thumb, width, height } = await file;
    const base = `${purpose}/${owner.id}/${randomBytes(8).toString('hex')}`;
    await storage.put(`${base}.webp`, original, 'image/webp');
    await storage.put(`${base}-thumb.webp`, thumb, 'image/webp');
    rows.push({
      ownerRole: owner.role,
      ownerId: owner.id,
      purpose,
      storageKey: `${base}.webp`,
      thumbKey: `${base}-thumb.webp`,
      mime: 'image/webp',
      width,
      height,
      bytes: original.length,
    });
  }
  const written = await tx
    .insert(uploads)
    .values(rows)
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  // Matched by key rather than trusting the order RETURNING happens to keep.
  return rows.map((row) => written.find((w) => w.storageKey === row.storageKey)!.id);
}
