import os from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

// Images are judged by their bytes, never by name or declared type, then re-encoded: what is
// stored is a fresh WebP without EXIF or GPS data, plus a thumbnail (docs/product.md#uploads).
const accepted = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
export const maxInputPixels = 40_000_000;

// Image work runs on libvips threads, off the event loop. Each image gets one thread and at most
// one image per core but one is worked on at a time, so that during a burst of uploads requests
// keep a core for themselves (measured in `npm run bench`, docs/performance.md).
const imageSlots = Math.max(1, os.availableParallelism() - 1);
sharp.concurrency(1);
const imageWork = pLimit(imageSlots);

export type ProcessedImage = { image: Buffer; thumb: Buffer; width: number; height: number };

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !accepted.has(type.mime)) {
    throw new AppError(415, 'onlyImages');
  }
  try {
    return await imageWork(async () => {
      const { data, info } = await sharp(input, {
        limitInputPixels: maxInputPixels,
        failOn: 'error',
      })
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
        // Effort 2 of 6: a quarter faster than the default for a file 4% larger.
        .webp({ quality: 82, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      // The thumbnail comes from the re-encoded image, not from the camera's original again.
      const thumb = await sharp(data)
        .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70, effort: 2 })
        .toBuffer();
      return { image: data, thumb, width: info.width, height: info.height };
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(text)) {
      throw new AppError(413, 'imageTooManyPixels');
    }
    throw new AppError(400, 'imageUnreadable');
  }
}
