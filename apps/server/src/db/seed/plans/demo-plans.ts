import { createHash } from 'node:crypto';
import { serviceLabels, type ServiceKey } from '@greenscape/shared/services';
import type { DemoProject } from '../demo-projects';
import type { PlanKind, PlanSpec } from './plan-layouts';

// The plans the team "sent" for each demo project, drawn in code by plan-layouts.ts.
// Rendering SVG takes 0.1-0.2 s an image, too slow for every seed (the e2e suite and the server
// tests seed the demo), so `npm run seed:plans` renders them once into seed-images/plans and the
// seed reads the files; manifest.json keeps each file's SVG hash, and test/demo-data.test.ts
// fails when a plan drawn today differs from the file kept.

const kinds: Record<ServiceKey, PlanKind> = {
  landscaping: 'landscape',
  'terrace-gardening': 'terrace',
  'kitchen-gardening': 'kitchen',
  'vertical-gardening': 'vertical',
};

const notes: Record<PlanKind, string[]> = {
  landscape: ['Native, low-water planting', 'Drip to beds, sprinklers to lawn'],
  terrace: ['Waterproofing before planting', 'Planters sit on the beams'],
  kitchen: ['Beds 3 ft wide, reach from both sides', 'Drip on a timer, twice a day'],
  vertical: ['Modules of 0.5 m on a frame', 'Drip header with a timer'],
};

const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0);

/** The file name of a project's design `n` (1-based). */
export const planName = (p: Pick<DemoProject, 'key'>, n: number) => `${p.key}-${n}`;

/** The plans of one project: its designs 1 to n, each a variation on the same site. */
export function plansOf(p: DemoProject): PlanSpec[] {
  return Array.from({ length: p.designs }, (_, i) => {
    const features = [...(p.site.features ?? [])];
    // The second proposal of a garden swaps the straight path for a curved one, or back.
    if (i % 2 === 1 && p.service === 'landscaping') {
      const at = features.indexOf('curved-path');
      if (at >= 0) {
        features.splice(at, 1);
      } else {
        features.push('curved-path');
      }
    }
    return {
      name: planName(p, i + 1),
      kind: kinds[p.service],
      title: `${serviceLabels[p.service]}, ${p.site.place}`,
      subtitle: `Design ${i + 1} of ${p.designs} · ${p.sqFt.toLocaleString('en-IN')} sq ft · site ${p.site.widthM} m x ${p.site.depthM} m`,
      widthM: p.site.widthM,
      depthM: p.site.depthM,
      seed: seedOf(planName(p, i + 1)),
      features,
      notes: notes[kinds[p.service]],
    };
  });
}

/** A short fingerprint of a plan's drawing, kept in seed-images/plans/manifest.json. */
export const svgHash = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16);
