// The drawing kit of the demo's garden plans: a sheet with a title block, a legend, a
// north arrow and a scale bar around a plan drawn by plan-layouts.ts. Plain SVG text, rendered to
// WebP by scripts in apps/server/src/cli/make-garden-plans.ts.

/** A small seeded random source (mulberry32), so a plan is the same every time it is drawn. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const font = 'DejaVu Sans, Arial, sans-serif';

/** The plan area on the 1200 x 900 sheet; the right column holds the legend. */
export const area = { x: 40, y: 110, w: 800, h: 750 };

export type Swatch =
  | 'lawn'
  | 'paving'
  | 'bed'
  | 'water'
  | 'deck'
  | 'gravel'
  | 'tree'
  | 'shrub'
  | 'drip'
  | 'pergola'
  | 'building'
  | 'planter'
  | 'light';

const fills: Record<Swatch, string> = {
  lawn: 'url(#lawn)',
  paving: 'url(#paving)',
  bed: 'url(#bed)',
  water: '#8ecae6',
  deck: 'url(#deck)',
  gravel: 'url(#gravel)',
  tree: '#4f8f3f',
  shrub: '#86b86a',
  drip: 'none',
  pergola: 'none',
  building: '#d6d3cc',
  planter: '#b5653f',
  light: '#f2c14e',
};

export const fill = (s: Swatch) => fills[s];

const labels: Record<Swatch, string> = {
  lawn: 'Lawn (Bermuda grass)',
  paving: 'Stone paving',
  bed: 'Planting bed',
  water: 'Water feature',
  deck: 'Timber deck',
  gravel: 'Gravel path',
  tree: 'Tree canopy',
  shrub: 'Shrubs and perennials',
  drip: 'Drip irrigation line',
  pergola: 'Pergola',
  building: 'Existing building',
  planter: 'Planter',
  light: 'Garden light',
};

const patterns = `<defs>
<pattern id="lawn" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#b9dc97"/><path d="M3 10l1-4M9 5l1-3M11 12l1-3" stroke="#8fbf6a" stroke-width="1.2"/></pattern>
<pattern id="paving" width="30" height="20" patternUnits="userSpaceOnUse"><rect width="30" height="20" fill="#e4d8c1"/><path d="M0 0h30M0 10h30M15 0v10M0 10v10" stroke="#bfae8e" stroke-width="1"/></pattern>
<pattern id="bed" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#c9a27e"/><circle cx="3" cy="3" r="1" fill="#9c7552"/><circle cx="8" cy="7" r="1" fill="#9c7552"/></pattern>
<pattern id="deck" width="60" height="12" patternUnits="userSpaceOnUse"><rect width="60" height="12" fill="#d7b48a"/><path d="M0 11.5h60M40 0v12" stroke="#a9825a" stroke-width="1"/></pattern>
<pattern id="gravel" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#ece6da"/><circle cx="3" cy="4" r="1.3" fill="#c4baa8"/><circle cx="9" cy="9" r="1.1" fill="#c4baa8"/></pattern>
</defs>`;

/** A filled rectangle; `extra` attributes (rounded corners, a heavier outline) go on the element. */
export const rect = (x: number, y: number, w: number, h: number, s: Swatch, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill(s)}" stroke="#6b6459" ${extra.includes('stroke-width') ? '' : 'stroke-width="1.5"'} ${extra}/>`;

export const label = (x: number, y: number, text: string, size = 15) =>
  `<text x="${r(x)}" y="${r(y)}" font-family="${font}" font-size="${size}" fill="#3d3a35" text-anchor="middle">${text}</text>`;

/** A tree seen from above: a canopy with a lighter ring and a trunk dot. */
export const tree = (x: number, y: number, radius: number) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${fills.tree}" fill-opacity="0.85" stroke="#2f5d2a" stroke-width="2"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(radius * 0.6)}" fill="none" stroke="#7fb069" stroke-width="2" stroke-dasharray="6 5"/><circle cx="${r(x)}" cy="${r(y)}" r="3" fill="#5b3b22"/>`;

export const shrub = (x: number, y: number, radius: number, colour = fills.shrub) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${colour}" stroke="#4f7a3a" stroke-width="1.2"/>`;

export const light = (x: number, y: number) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="5" fill="${fills.light}" stroke="#a07a10" stroke-width="1"/>`;

export const dripLine = (points: [number, number][]) =>
  `<polyline points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" fill="none" stroke="#2b7bb9" stroke-width="2.5" stroke-dasharray="8 5"/>`;

/** A pergola: a frame with slats across it. */
export function pergola(x: number, y: number, w: number, h: number): string {
  const slats = Array.from({ length: Math.floor(w / 18) }, (_, i) => {
    const sx = x + 9 + i * 18;
    return `<line x1="${r(sx)}" y1="${r(y)}" x2="${r(sx)}" y2="${r(y + h)}" stroke="#7a5232" stroke-width="2"/>`;
  }).join('');
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="none" stroke="#7a5232" stroke-width="4"/>${slats}`;
}

const r = (n: number) => Math.round(n * 10) / 10;

function legend(items: Swatch[]): string {
  return items
    .map((s, i) => {
      const y = 150 + i * 38;
      const sample =
        s === 'drip'
          ? dripLine([
              [880, y + 12],
              [920, y + 12],
            ])
          : s === 'pergola'
            ? pergola(880, y, 40, 24)
            : s === 'tree' || s === 'shrub' || s === 'light'
              ? `<circle cx="900" cy="${y + 12}" r="${s === 'light' ? 6 : 12}" fill="${fills[s]}" stroke="#4f7a3a"/>`
              : rect(880, y, 40, 24, s);
      return `${sample}<text x="934" y="${y + 18}" font-family="${font}" font-size="16" fill="#3d3a35">${labels[s]}</text>`;
    })
    .join('');
}

function northArrow(x: number, y: number): string {
  return `<g><circle cx="${x}" cy="${y}" r="34" fill="none" stroke="#3d3a35" stroke-width="2"/><path d="M${x} ${y - 30} L${x + 12} ${y + 16} L${x} ${y + 6} L${x - 12} ${y + 16} Z" fill="#3d3a35"/>${label(x, y - 42, 'N', 20)}</g>`;
}

/** A scale bar of `metres` metres at `pxPerMetre`, in alternate dark and light segments. */
function scaleBar(x: number, y: number, pxPerMetre: number, metres: number): string {
  const step = metres / 4;
  const parts = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${r(x + i * step * pxPerMetre)}" y="${y}" width="${r(step * pxPerMetre)}" height="10" fill="${i % 2 ? '#fff' : '#3d3a35'}" stroke="#3d3a35"/>`,
    )
    .join('');
  return `${parts}${label(x, y + 30, '0', 14)}${label(x + metres * pxPerMetre, y + 30, `${metres} m`, 14)}`;
}

export type Sheet = {
  title: string;
  subtitle: string;
  legend: Swatch[];
  notes: string[];
  pxPerMetre: number;
  body: string;
};

/** The whole sheet: paper, title block, the plan in its frame, legend, north arrow, scale, notes. */
export function sheet(s: Sheet): string {
  const notes = s.notes
    .map(
      (n, i) =>
        `<text x="880" y="${700 + i * 24}" font-family="${font}" font-size="15" fill="#5a554c">${n}</text>`,
    )
    .join('');
  const metres = [1, 2, 5, 10].filter((m) => m * s.pxPerMetre <= 160).pop() ?? 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
${patterns}<rect width="1200" height="900" fill="#fbf8ef"/>
<rect x="16" y="16" width="1168" height="868" fill="none" stroke="#3b726a" stroke-width="3"/>
<text x="40" y="60" font-family="${font}" font-size="30" font-weight="bold" fill="#2c5a53">${s.title}</text>
<text x="40" y="92" font-family="${font}" font-size="18" fill="#5a554c">${s.subtitle}</text>
<text x="1160" y="60" font-family="${font}" font-size="18" font-weight="bold" fill="#3b726a" text-anchor="end">GREENSCAPE</text>
<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" fill="#fffdf6" stroke="#3d3a35" stroke-width="2"/>
${s.body}
<text x="880" y="132" font-family="${font}" font-size="18" font-weight="bold" fill="#3d3a35">Legend</text>
${legend(s.legend)}
${northArrow(1110, 610)}${scaleBar(880, 600, s.pxPerMetre, metres)}${notes}
</svg>`;
}
