// Makes the small demo images that the demo seed stores as project photos and gallery pictures,
// from the licensed photographs in shared/assets/photos (credits in
// apps/server/seed-images/CREDITS.md).
// Run once by hand: node scripts/make-seed-images.mjs ../shared/assets/photos
import path from 'node:path';
import sharp from 'sharp';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/make-seed-images.mjs <photos folder>');
  process.exit(2);
}
const out = path.resolve('apps/server/seed-images');
const picks = [
  'marigold',
  'ladybird-flowers',
  'yellow-flower',
  'leaf-veins',
  'meadow-grass',
  'orange-flower',
  // The partners' galleries.
  'forest-path',
  'moss',
  'dandelion-seeds',
  'fallen-leaf',
];
for (const name of picks) {
  await sharp(path.join(source, `${name}.jpg`))
    .resize({ width: 960 })
    .webp({ quality: 62 })
    .toFile(path.join(out, `${name}.webp`));
  // The thumbnail an upload gets, kept so the demo seed need not make it (seed-image.ts).
  await sharp(path.join(out, `${name}.webp`))
    .resize({ width: 320 })
    .webp({ quality: 70 })
    .toFile(path.join(out, `${name}-thumb.webp`));
  console.log(name);
}
