import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heroPhoto } from './photos';

const photosDir = fileURLToPath(new URL('../../assets/photos/', import.meta.url));
const heroSection = readFileSync(
  fileURLToPath(new URL('./components/hero-section.tsx', import.meta.url)),
  'utf8',
);

describe('the landing hero', () => {
  it('is a garden in daylight under a light shade, not a dark photo under a dark one', async () => {
    const largest = heroPhoto.at(-1)!;
    const file = path.join(photosDir, path.basename(largest.webp.split('?')[0]!));
    const { channels } = await sharp(file).stats();
    const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
    const shade = Number(/bg-black\/(\d+)/.exec(heroSection)?.[1]) / 100;
    // What reaches the eye: the photo's mean luminance through the shade (0 black, 255 white).
    const seen = (0.2126 * r + 0.7152 * g + 0.0722 * b) * (1 - shade);
    expect(seen).toBeGreaterThan(60);
    // White text on it keeps its contrast: the shade stays.
    expect(shade).toBeGreaterThanOrEqual(0.3);
  });
});
