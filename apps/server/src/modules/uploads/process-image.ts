import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messages } from '@greenscape/shared/messages';
import { AppError } from '../../lib/errors';

// Images are judged by their bytes, never by name or declared type, then re-encoded: what is
// stored is a fresh WebP without EXIF or GPS data, plus a thumbnail (DECISIONS §7).
const accepted = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
export const maxInputPixels = 40_000_000;

export type ProcessedImage = { image: Buffer; thumb: Buffer; width: number; height: number };

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !accepted.has(type.mime)) {
    throw new AppError(415, messages.onlyImages);
  }
  try {
    const source = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const { data, info } = await source
      .clone()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source
      .clone()
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { image: data, thumb, width: info.width, height: info.height };
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(text)) {
      throw new AppError(413, messages.imageTooManyPixels);
    }
    throw new AppError(400, messages.imageUnreadable);
  }
}
