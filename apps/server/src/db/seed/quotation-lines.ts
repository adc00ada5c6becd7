import type { ServiceKey } from '@greenscape/shared/services';

// The lines of the demo's quotation templates: quantities from the size of the site
// and rupee ranges as Indian landscapers price them in 2024-25 (lawn by the sq ft, plants by the
// piece, drip by the metre, one-off features as a lump sum), so the totals land inside the
// customer's budget band. A line marked `supplied` is material a demo supplier sends; the team
// adds its cost when it finalises the quotation.

export type TemplateLine = {
  serviceDesc: string;
  quantity: number;
  lower: number;
  upper: number;
  supplied?: boolean;
};

type Rate = [desc: string, perSqFt: number, lower: number, upper: number, supplied?: boolean];

const rates: Record<ServiceKey, Rate[]> = {
  landscaping: [
    ['Site clearing, levelling and red soil (per sq ft)', 1, 12, 18, true],
    ['Lawn: Bermuda grass laid and rolled (per sq ft)', 0.6, 28, 40],
    ['Trees and palms, 6-8 ft (per tree)', 1 / 400, 1800, 2800, true],
    ['Planting and placement of shrubs (per plant)', 1 / 15, 90, 140, true],
    ['Stone pathway (per sq ft)', 0.05, 160, 240],
    ['Sprinkler and drip irrigation (per sq ft)', 0.6, 10, 16],
  ],
  'terrace-gardening': [
    ['Waterproofing and root barrier (per sq ft)', 1, 55, 80],
    ['FRP raised planters (per running ft)', 1 / 12, 650, 900],
    ['Soil mix: red soil, compost, cocopeat (per cu ft)', 1 / 5, 60, 90, true],
    ['Planting and placement (per plant)', 1 / 8, 90, 150, true],
    ['Drip irrigation with timer (per metre)', 1 / 15, 180, 260],
    ['WPC deck tiles (per sq ft)', 0.15, 380, 520],
  ],
  'kitchen-gardening': [
    ['Raised beds in brick and plaster (per running ft)', 1 / 5, 550, 750],
    ['Soil mix: red soil, compost, cocopeat (per cu ft)', 1 / 2.5, 60, 90, true],
    ['Planting and placement (per plant)', 1 / 3.3, 45, 70, true],
    ['Drip irrigation with timer (per metre)', 1 / 6.5, 180, 260],
    ['Gravel paths with edging (per sq ft)', 0.38, 70, 110],
  ],
  'vertical-gardening': [
    ['Vertical garden planter modules (per sq ft)', 1, 300, 420],
    ['Wall plants: ferns, money plant, syngonium (per plant)', 1.6, 60, 95, true],
    ['Drip irrigation with timer (per metre)', 1 / 5, 220, 320],
    ['Waterproof backing sheet (per sq ft)', 1, 45, 70],
  ],
};

/** One-off features a project may add to its service's lines. */
export const extras = {
  pond: {
    serviceDesc: 'Lotus pond with liner and pump (lump sum)',
    quantity: 1,
    lower: 60_000,
    upper: 90_000,
  },
  lights: {
    serviceDesc: 'Pathway lighting, bollards and cabling (per light)',
    quantity: 20,
    lower: 2400,
    upper: 3600,
  },
  pergola: {
    serviceDesc: 'Pergola in treated wood, 10 x 12 ft (lump sum)',
    quantity: 1,
    lower: 85_000,
    upper: 120_000,
  },
  compost: {
    serviceDesc: 'Vermicompost unit (lump sum)',
    quantity: 1,
    lower: 6000,
    upper: 9000,
  },
} satisfies Record<string, TemplateLine>;

export type Extra = keyof typeof extras;

/** The template of a project of this service on `sqFt` square feet, with its extras. */
export function templateFor(
  service: ServiceKey,
  sqFt: number,
  withExtras: Extra[] = [],
): TemplateLine[] {
  return [
    ...rates[service].map(([serviceDesc, perSqFt, lower, upper, supplied]) => ({
      serviceDesc,
      quantity: Math.max(1, Math.round(sqFt * perSqFt)),
      lower,
      upper,
      supplied,
    })),
    ...withExtras.map((e) => extras[e]),
  ];
}

/**
 * A partner's price for a line: a share `f` (0 to 1) of the way across its range, in whole rupees
 * for rates under ₹200 and in tens above.
 */
export function priceAt(line: TemplateLine, f: number): number {
  const step = line.upper < 200 ? 1 : 10;
  const price = Math.round((line.lower + (line.upper - line.lower) * f) / step) * step;
  return Math.min(line.upper, Math.max(line.lower, price));
}

/**
 * What the team adds when it finalises (the cost step needs a costing for every line): a tenth of a
 * supplied line, in hundreds, and nothing for the partner's own work.
 */
export const supplierCostOf = (line: TemplateLine, amount: number): number =>
  line.supplied ? Math.round(amount / 1000) * 100 : 0;
