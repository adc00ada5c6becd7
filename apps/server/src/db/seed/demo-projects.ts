import type { demoCustomers } from './demo-people';

export type DemoProject = {
  client: (typeof demoCustomers)[number]['key'];
  service: string;
  area: string;
  budget: string;
  desc: string;
  /** Seed images by name: the customer's own photos, and the designs the admin sent. */
  photos: string[];
  designs: string[];
  ageHours: number;
  status?: 'In Progress';
  /** Past the design pick: the partners (keys of demo-people.ts) asked and those who priced. */
  quotations?: {
    invited: string[];
    applied: string[];
    finalized: boolean;
    visibleToClient?: boolean;
    selected?: number;
    completed?: boolean;
  };
  /** The customer's rating of the selected partner. */
  rating?: { stars: number; comment: string };
};

/** The demo projects, one in every state of the workflow, written in this order. */
export const demoProjects: DemoProject[] = [
  // 1. New: waiting for designs.
  {
    client: 'asha',
    service: 'landscaping',
    area: 'ls-lt-5000',
    budget: '2-3L',
    desc: 'Front lawn with a flowering border and a small sit-out under the neem tree.',
    photos: ['meadow-grass'],
    designs: [],
    ageHours: 2,
  },
  // 2. Designs sent, none picked yet.
  {
    client: 'vikram',
    service: 'terrace-gardening',
    area: 'tg-lt-1000',
    budget: '1.5-2L',
    desc: 'Terrace of 800 sq ft: raised beds for vegetables and a shaded seating corner.',
    photos: ['leaf-veins'],
    designs: ['marigold', 'yellow-flower', 'orange-flower'],
    ageHours: 30,
    status: 'In Progress',
  },
  // 3. Design picked, quotation shared, two partners have applied.
  {
    client: 'meera',
    service: 'vertical-gardening',
    area: 'vg-100-500',
    budget: '1-1.5L',
    desc: 'Living wall for the balcony facing west, with drip irrigation.',
    photos: ['meadow-grass', 'leaf-veins'],
    designs: ['ladybird-flowers'],
    ageHours: 24 * 5,
    quotations: {
      invited: ['greenthumb', 'leafwall', 'rooftop'],
      applied: ['greenthumb', 'leafwall'],
      finalized: false,
    },
  },
  // 4. Three final quotations released to the customer, waiting for her pick.
  {
    client: 'asha',
    service: 'kitchen-gardening',
    area: 'kg-100-500',
    budget: '1-1.5L',
    desc: 'Kitchen garden in the backyard: herbs, tomatoes and chillies in raised beds.',
    photos: [],
    designs: ['marigold', 'leaf-veins'],
    ageHours: 24 * 12,
    quotations: {
      invited: ['leafwall', 'rooftop', 'oasis'],
      applied: ['leafwall', 'rooftop', 'oasis'],
      finalized: true,
      visibleToClient: true,
    },
  },
  // 5. Completed with the first partner, and rated.
  {
    client: 'vikram',
    service: 'landscaping',
    area: 'ls-lt-10000',
    budget: '5-10L',
    desc: 'Farmhouse garden with lawn, pathway lighting and a small lotus pond.',
    photos: [],
    designs: ['meadow-grass'],
    ageHours: 24 * 60,
    quotations: {
      invited: ['greenthumb', 'oasis'],
      applied: ['greenthumb', 'oasis'],
      finalized: true,
      visibleToClient: true,
      selected: 1,
      completed: true,
    },
    rating: { stars: 5, comment: 'Finished on time and the pond looks lovely.' },
  },
];
