import type { BudgetKey } from '@greenscape/shared/budgets';
import type { ServiceKey } from '@greenscape/shared/services';
import { completedProjects } from './demo-completed';
import type { demoCustomers } from './demo-people';
import type { PlanFeature } from './plans/plan-spec';
import type { Extra } from './quotation-lines';

export type DemoProject = {
  /** Names the project's plan files (seed-images/plans/<key>-<n>.webp). */
  key: string;
  client: (typeof demoCustomers)[number]['key'];
  service: ServiceKey;
  area: string;
  budget: BudgetKey;
  desc: string;
  /** The customer's own photos, by seed image name. */
  photos: string[];
  /** The site the team's plans are drawn on (for a living wall: its width and height). */
  site: { place: string; widthM: number; depthM: number; features?: PlanFeature[] };
  /** How many plans the team sent; none while the project is new. */
  designs: number;
  /** The quotation template: the service's lines for this many square feet, and extras. */
  sqFt: number;
  extras?: Extra[];
  ageHours: number;
  /** Past the design pick: the partners (keys of demo-people.ts) asked and those who priced. */
  quotations?: {
    invited: string[];
    applied: string[];
    /** Where each applied partner prices inside the ranges, 0 (lowest) to 1 (highest). */
    prices: number[];
    finalized: boolean;
    visibleToClient?: boolean;
    selected?: number;
    /** Days from the request to the team marking the work complete. */
    completedAfterDays?: number;
  };
  /** The customer's review of the selected partner. */
  rating?: { stars: number; comment: string };
};

/** The demo projects still moving through the workflow, one in each state, written in order. */
const openProjects: DemoProject[] = [
  // 1. New: waiting for designs.
  {
    key: 'asha-front-lawn',
    client: 'asha',
    service: 'landscaping',
    area: 'ls-lt-5000',
    budget: '2-3L',
    desc: 'Front lawn with a flowering border and a small sit-out under the neem tree.',
    photos: ['meadow-grass'],
    site: { place: 'HSR Layout, Bengaluru', widthM: 18, depthM: 22 },
    designs: 0,
    sqFt: 3500,
    ageHours: 2,
  },
  // 2. Designs sent, none picked yet.
  {
    key: 'vikram-terrace',
    client: 'vikram',
    service: 'terrace-gardening',
    area: 'tg-lt-1000',
    budget: '1.5-2L',
    desc: 'Terrace of 800 sq ft: raised beds for vegetables and a shaded seating corner.',
    photos: ['leaf-veins'],
    site: { place: 'Baner, Pune', widthM: 9, depthM: 8.5 },
    designs: 3,
    sqFt: 800,
    ageHours: 30,
  },
  // 3. Design picked, quotation shared, two partners have applied.
  {
    key: 'meera-living-wall',
    client: 'meera',
    service: 'vertical-gardening',
    area: 'vg-100-500',
    budget: '1-1.5L',
    desc: 'Living wall for the balcony facing west, with drip irrigation.',
    photos: ['meadow-grass', 'leaf-veins'],
    site: { place: 'Mylapore, Chennai', widthM: 6.5, depthM: 3.2 },
    designs: 1,
    sqFt: 220,
    ageHours: 24 * 5,
    quotations: {
      invited: ['greenthumb', 'leafwall', 'rooftop'],
      applied: ['greenthumb', 'leafwall'],
      prices: [0.3, 0.55],
      finalized: false,
    },
  },
  // 4. Three final quotations released to the customer, waiting for her pick.
  {
    key: 'asha-kitchen',
    client: 'asha',
    service: 'kitchen-gardening',
    area: 'kg-100-500',
    budget: '1-1.5L',
    desc: 'Kitchen garden in the backyard: herbs, tomatoes and chillies in raised beds.',
    photos: [],
    site: { place: 'HSR Layout, Bengaluru', widthM: 7, depthM: 6 },
    designs: 2,
    sqFt: 450,
    extras: ['compost'],
    ageHours: 24 * 12,
    quotations: {
      invited: ['leafwall', 'rooftop', 'oasis'],
      applied: ['leafwall', 'rooftop', 'oasis'],
      prices: [0.6, 0.35, 0.8],
      finalized: true,
      visibleToClient: true,
    },
  },
];

/** Every demo project: the open ones, then the completed and reviewed ones (demo-completed.ts). */
export const demoProjects: DemoProject[] = [...openProjects, ...completedProjects];
