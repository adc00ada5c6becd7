// Makes the responsive AVIF and WebP versions of the licensed photographs that the landing page
// uses (credits in apps/web/src/assets/photos/CREDITS.md). Run by hand when the picks change:
//   node scripts/make-landing-images.mjs ../shared/assets/photos
import path from 'node:path';
import sharp from 'sharp';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/make-landing-images.mjs <photos folder>');
  process.exit(2);
}
const out = path.resolve('apps/web/src/assets/photos');
// name: [widths, source photo when it is not <name>.jpg]. The hero is a lawn in daylight: a
// first-time walk read the earlier forest path under its shade as a dark stock photo.
const picks = {
  'lawn-hero': [[640, 960, 1280], 'meadow-grass'],
  'meadow-grass': [480, 960],
  marigold: [480, 960],
  'ladybird-flowers': [480, 960],
  'yellow-flower': [480, 960],
  'orange-flower': [480, 960],
  'leaf-raindrops': [480, 960],
};
for (const [name, pick] of Object.entries(picks)) {
  const [widths, from] = Array.isArray(pick[0]) ? pick : [pick, name];
  for (const width of widths) {
    const image = sharp(path.join(source, `${from}.jpg`)).resize({ width });
    // The hero sits under a shade, so it can be compressed harder than the gallery.
    const hero = name === 'lawn-hero';
    await image
      .clone()
      .avif({ quality: hero ? 40 : 50, effort: 4 })
      .toFile(path.join(out, `${name}-${width}.avif`));
    await image
      .clone()
      .webp({ quality: hero ? 56 : 68 })
      .toFile(path.join(out, `${name}-${width}.webp`));
  }
  console.log(name);
}
