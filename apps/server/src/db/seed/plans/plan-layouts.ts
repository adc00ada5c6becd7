import {
  area,
  dripLine,
  fill,
  label,
  light,
  pergola,
  randomFrom,
  rect,
  sheet,
  shrub,
  tree,
  type Swatch,
} from './plan-drawing';
import type { PlanFeature, PlanSpec } from './plan-spec';

export type { PlanKind, PlanSpec } from './plan-spec';

// One layout per kind of garden: each takes the site's size and a seed, so the
// designs of one project differ from each other the way three proposals would.

type Site = { x: number; y: number; w: number; h: number; px: number };

function siteOf(spec: PlanSpec): Site {
  const px = Math.min((area.w - 60) / spec.widthM, (area.h - 60) / spec.depthM);
  const w = spec.widthM * px;
  const h = spec.depthM * px;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h, px };
}

const between = (rand: () => number, lo: number, hi: number) => lo + rand() * (hi - lo);

function landscape(spec: PlanSpec, s: Site, rand: () => number) {
  const has = (f: PlanFeature) => spec.features?.includes(f) ?? false;
  const bed = 1.5 * s.px;
  const houseW = s.w * between(rand, 0.45, 0.7);
  const houseX = s.x + between(rand, 0.1, 0.9) * (s.w - houseW);
  const houseH = s.h * 0.2;
  const lawn = { x: s.x + bed, y: s.y + houseH + bed, w: s.w - 2 * bed, h: s.h - houseH - 2 * bed };
  const parts = [
    rect(s.x, s.y, s.w, s.h, 'bed'),
    rect(houseX, s.y, houseW, houseH, 'building'),
    label(houseX + houseW / 2, s.y + houseH / 2 + 6, 'HOUSE', 18),
    rect(lawn.x, lawn.y, lawn.w, lawn.h, 'lawn', 'rx="28"'),
  ];
  const gateX = s.x + s.w * between(rand, 0.3, 0.7);
  const doorX = houseX + houseW / 2;
  const pathW = 1.4 * s.px;
  if (has('curved-path')) {
    const bend = s.w * between(rand, 0.15, 0.3) * (rand() < 0.5 ? -1 : 1);
    const d = `M${gateX} ${s.y + s.h} C${gateX + bend} ${s.y + s.h * 0.7} ${doorX - bend} ${s.y + s.h * 0.45} ${doorX} ${s.y + houseH}`;
    parts.push(`<path d="${d}" fill="none" stroke="#bfae8e" stroke-width="${pathW + 4}"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="#e4d8c1" stroke-width="${pathW}"/>`);
  } else {
    parts.push(rect(doorX - pathW / 2, s.y + houseH, pathW, s.h - houseH, 'paving'));
  }
  if (has('lights')) {
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      parts.push(light(gateX + (doorX - gateX) * t + pathW, s.y + s.h - (s.h - houseH) * t));
    }
  }
  // Features sit on the side of the lawn the path leaves free.
  const left = doorX > s.x + s.w / 2;
  const fx = left ? lawn.x + lawn.w * 0.08 : lawn.x + lawn.w * 0.55;
  if (has('pond')) {
    parts.push(
      `<ellipse cx="${fx + lawn.w * 0.18}" cy="${lawn.y + lawn.h * 0.65}" rx="${lawn.w * 0.16}" ry="${lawn.h * 0.12}" fill="${fill('water')}" stroke="#2b7bb9" stroke-width="2"/>`,
      label(fx + lawn.w * 0.18, lawn.y + lawn.h * 0.65 + 5, 'Lotus pond', 14),
    );
  }
  if (has('pergola')) {
    const py = lawn.y + lawn.h * 0.12;
    parts.push(rect(fx, py, lawn.w * 0.34, lawn.h * 0.26, 'deck'));
    parts.push(pergola(fx + 8, py + 8, lawn.w * 0.34 - 16, lawn.h * 0.26 - 16));
    parts.push(label(fx + lawn.w * 0.17, py + lawn.h * 0.26 + 20, 'Sit-out', 14));
  }
  const trees = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < trees; i++) {
    const onLeft = i % 2 === 0;
    const ty = s.y + houseH + bed + (s.h - houseH - 2 * bed) * ((i + 0.7) / (trees + 0.4));
    parts.push(tree(onLeft ? s.x + bed : s.x + s.w - bed, ty, between(rand, 1.6, 2.4) * s.px));
  }
  for (let x = s.x + bed; x < s.x + s.w - bed; x += between(rand, 0.9, 1.4) * s.px) {
    parts.push(shrub(x, s.y + s.h - bed / 2, 0.45 * s.px));
  }
  const legend: Swatch[] = ['building', 'lawn', 'paving', 'bed', 'shrub', 'tree'];
  if (has('pond')) {
    legend.push('water');
  }
  if (has('pergola')) {
    legend.push('deck', 'pergola');
  }
  if (has('lights')) {
    legend.push('light');
  }
  return { body: parts.join(''), legend };
}

function terrace(spec: PlanSpec, s: Site, rand: () => number) {
  const parts = [
    rect(s.x, s.y, s.w, s.h, 'paving', 'stroke-width="10"'),
    rect(s.x + 6, s.y + 6, 3 * s.px, 3 * s.px, 'building'),
    label(s.x + 6 + 1.5 * s.px, s.y + 6 + 1.5 * s.px + 5, 'STAIR', 14),
  ];
  const beds = 2 + Math.floor(rand() * 3);
  const bedW = (s.w - 4.5 * s.px) / beds;
  const bedH = between(rand, 1, 1.4) * s.px;
  const by = s.y + s.h - bedH - 0.4 * s.px;
  const crops = ['Tomato', 'Spinach', 'Brinjal', 'Chilli', 'Okra', 'Herbs'];
  for (let i = 0; i < beds; i++) {
    const bx = s.x + 4 * s.px + i * bedW;
    parts.push(rect(bx, by, bedW - 0.4 * s.px, bedH, 'bed'));
    parts.push(
      label(bx + (bedW - 0.4 * s.px) / 2, by + bedH / 2 + 5, crops[(i + spec.seed) % 6]!, 13),
    );
  }
  parts.push(
    dripLine([
      [s.x + 4 * s.px, by - 8],
      [s.x + s.w - 0.8 * s.px, by - 8],
    ]),
  );
  const deckW = s.w * between(rand, 0.35, 0.45);
  const deckH = s.h * between(rand, 0.3, 0.4);
  const dx = s.x + s.w - deckW - 0.4 * s.px;
  const dy = s.y + 0.4 * s.px;
  parts.push(rect(dx, dy, deckW, deckH, 'deck'), pergola(dx + 10, dy + 10, deckW - 20, deckH - 20));
  parts.push(label(dx + deckW / 2, dy + deckH + 22, 'Shaded seating', 14));
  for (let y = s.y + 4 * s.px; y < by - 0.8 * s.px; y += between(rand, 1.1, 1.6) * s.px) {
    parts.push(
      `<circle cx="${s.x + 0.8 * s.px}" cy="${y}" r="${0.45 * s.px}" fill="${fill('planter')}"/>`,
    );
    parts.push(shrub(s.x + 0.8 * s.px, y, 0.3 * s.px));
  }
  return {
    body: parts.join(''),
    legend: [
      'building',
      'paving',
      'bed',
      'planter',
      'shrub',
      'deck',
      'pergola',
      'drip',
    ] as Swatch[],
  };
}

function kitchen(spec: PlanSpec, s: Site, rand: () => number) {
  const parts = [rect(s.x, s.y, s.w, s.h, 'gravel')];
  // Beds at least 0.9 m wide, with 0.6 m paths, beside a 2 m strip for the tree and compost.
  const gap = 0.6 * s.px;
  const fit = Math.floor((spec.widthM - 2.6) / 1.5);
  const cols = Math.max(1, Math.min(fit, 2 + Math.floor(rand() * 2)));
  const rows = 2 + Math.floor(rand() * 2);
  const bw = (s.w - 2 * s.px - gap * (cols + 1)) / cols;
  const bh = (s.h - gap * (rows + 1)) / rows;
  const crops = [
    'Tomato',
    'Chilli',
    'Herbs',
    'Brinjal',
    'Spinach',
    'Okra',
    'Beans',
    'Coriander',
    'Gourd',
  ];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = s.x + gap + c * (bw + gap);
      const y = s.y + gap + r * (bh + gap);
      parts.push(rect(x, y, bw, bh, 'bed'));
      for (let p = x + 0.4 * s.px; p < x + bw - 0.2 * s.px; p += 0.6 * s.px) {
        parts.push(shrub(p, y + bh * 0.3, 0.22 * s.px), shrub(p, y + bh * 0.7, 0.22 * s.px));
      }
      parts.push(
        dripLine([
          [x + 4, y + bh / 2],
          [x + bw - 4, y + bh / 2],
        ]),
      );
      parts.push(
        label(x + bw / 2, y + bh + 16, crops[(c * rows + r + spec.seed) % crops.length]!, 13),
      );
    }
  }
  const sideX = s.x + s.w - 1 * s.px;
  parts.push(
    tree(sideX, s.y + 1.4 * s.px, 0.8 * s.px),
    label(sideX, s.y + 2.6 * s.px, 'Curry leaf', 13),
  );
  parts.push(rect(sideX - 0.5 * s.px, s.y + s.h - 1.6 * s.px, 1 * s.px, 0.8 * s.px, 'planter'));
  parts.push(label(sideX, s.y + s.h - 0.4 * s.px, 'Compost', 13));
  return {
    body: parts.join(''),
    legend: ['gravel', 'bed', 'shrub', 'tree', 'drip', 'planter'] as Swatch[],
  };
}

function vertical(spec: PlanSpec, s: Site, rand: () => number) {
  const parts = [rect(s.x, s.y, s.w, s.h, 'building')];
  const module = 0.5 * s.px;
  const greens = ['#4f8f3f', '#86b86a', '#a7c957', '#6a994e', '#e07a5f'];
  const wave = between(rand, 0.6, 1.4);
  const shift = rand() * 6;
  for (let y = s.y + 0.6 * s.px; y + module <= s.y + s.h - 0.4 * s.px; y += module) {
    for (let x = s.x + 0.2 * s.px; x + module <= s.x + s.w - 0.2 * s.px; x += module) {
      // Bands of one plant each run across the wall in a wave, as living walls are planted.
      const band = Math.floor(((y - s.y) / s.px + Math.sin((x - s.x) / s.px / wave + shift)) / 0.9);
      parts.push(`<rect x="${x}" y="${y}" width="${module}" height="${module}" fill="#8a5a3c"/>`);
      parts.push(
        shrub(x + module / 2, y + module / 2, module * 0.46, greens[((band % 5) + 5) % 5]),
      );
    }
  }
  parts.push(
    dripLine([
      [s.x, s.y + 0.35 * s.px],
      [s.x + s.w, s.y + 0.35 * s.px],
    ]),
  );
  parts.push(rect(s.x, s.y + s.h - 0.3 * s.px, s.w, 0.3 * s.px, 'planter'));
  parts.push(
    label(s.x + s.w / 2, s.y + s.h + 24, `Wall elevation ${spec.widthM} m x ${spec.depthM} m`, 15),
  );
  return { body: parts.join(''), legend: ['planter', 'shrub', 'drip', 'building'] as Swatch[] };
}

const layouts = { landscape, terrace, kitchen, vertical };

/** The SVG text of one plan. */
export function planSvg(spec: PlanSpec): string {
  const site = siteOf(spec);
  const { body, legend } = layouts[spec.kind](spec, site, randomFrom(spec.seed));
  return sheet({
    title: spec.title,
    subtitle: spec.subtitle,
    legend,
    notes: spec.notes,
    pxPerMetre: site.px,
    body,
  });
}
