import path from 'node:path';
import sharp from 'sharp';
import { serverRoot } from '../lib/paths';

/** The landing's widest photograph (apps/web/src/assets/photos/CREDITS.md). */
export const photoSource = path.resolve(
  serverRoot,
  '..',
  'web',
  'src',
  'assets',
  'photos',
  'lawn-hero-1280.webp',
);

/**
 * A camera-sized photo for the upload benchmark: a landing photograph enlarged to 24 megapixels
 * with film grain, as a high-quality JPEG just under the 10 MB upload limit (a phone's or a
 * camera's photo of a garden, not a flat test image that would compress to nothing).
 */
export async function tenMegabytePhoto(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  let quality = 94;
  for (;;) {
    const photo = await sharp(photoSource)
      .resize({ width, height, fit: 'cover' })
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (photo.length <= 10_000_000 || quality <= 60) {
      return photo;
    }
    quality -= 3;
  }
}
