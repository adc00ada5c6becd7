import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedImagesDir } from '../lib/paths';
import { demoProjects } from '../db/seed/demo-projects';
import { plansOf, svgHash } from '../db/seed/plans/demo-plans';
import { planSvg } from '../db/seed/plans/plan-layouts';

// `npm run seed:plans`: draws every demo plan (apps/server/src/db/seed/plans) and renders it to
// WebP in seed-images/plans, with manifest.json of the drawings' hashes. Run it after changing a
// plan or a demo project's site; the demo seed only reads the files.
const dir = path.join(seedImagesDir, 'plans');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const manifest: Record<string, string> = {};
for (const spec of demoProjects.flatMap(plansOf)) {
  const svg = planSvg(spec);
  manifest[spec.name] = svgHash(svg);
  const image = sharp(Buffer.from(svg));
  await image
    .clone()
    .webp({ quality: 70 })
    .toFile(path.join(dir, `${spec.name}.webp`));
  // The thumbnail an upload gets (modules/uploads), kept so the seed need not make it.
  await image
    .clone()
    .resize({ width: 320 })
    .webp({ quality: 70 })
    .toFile(path.join(dir, `${spec.name}-thumb.webp`));
  console.log(spec.name);
}
await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
