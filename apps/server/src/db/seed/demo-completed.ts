import type { DemoProject } from './demo-projects';

// The demo's finished work: ten projects completed over the last months, each rated
// and reviewed by its customer, so every partner's public profile has reviews and the landing's
// claims (packages/shared/src/claims.ts) are what these rows add up to: nine five-star reviews and
// one four-star review make 4.9 from 10.

const day = 24;

/** Quotations from every invited partner, released, the first one picked, the work completed. */
const doneBy = (partners: string[], prices: number[], completedAfterDays: number) => ({
  invited: partners,
  applied: partners,
  prices,
  finalized: true,
  visibleToClient: true,
  selected: 1,
  completedAfterDays,
});

export const completedProjects: DemoProject[] = [
  {
    key: 'vikram-farmhouse',
    client: 'vikram',
    service: 'landscaping',
    area: 'ls-lt-10000',
    budget: '5-10L',
    desc: 'Farmhouse garden with lawn, pathway lighting and a small lotus pond.',
    photos: [],
    site: { place: 'Mulshi, Pune', widthM: 30, depthM: 28, features: ['pond', 'lights'] },
    designs: 2,
    sqFt: 9000,
    extras: ['pond', 'lights'],
    ageHours: 60 * day,
    quotations: doneBy(['greenthumb', 'oasis'], [0.35, 0.6], 40),
    rating: {
      stars: 5,
      comment:
        "Finished on time and the pond looks lovely. Ravi's team came back after the first heavy rain to check the drainage.",
    },
  },
  {
    key: 'rohan-terrace',
    client: 'rohan',
    service: 'terrace-gardening',
    area: 'tg-lt-2000',
    budget: '3-5L',
    desc: 'Terrace of 1,500 sq ft over the living room: waterproofing, planters and a pergola.',
    photos: ['leaf-veins'],
    site: { place: 'Jubilee Hills, Hyderabad', widthM: 12, depthM: 11.5 },
    designs: 2,
    sqFt: 1500,
    extras: ['pergola'],
    ageHours: 150 * day,
    quotations: doneBy(['oasis', 'rooftop'], [0.4, 0.25], 35),
    rating: {
      stars: 5,
      comment:
        'Waterproofing was done before anything else and the room below stayed dry through the monsoon. Great seating corner.',
    },
  },
  {
    key: 'priya-garden',
    client: 'priya',
    service: 'landscaping',
    area: 'ls-lt-5000',
    budget: '3-5L',
    desc: 'Garden around a new villa: lawn, shade trees and a pergola for evening tea.',
    photos: ['meadow-grass'],
    site: { place: 'Whitefield, Bengaluru', widthM: 20, depthM: 21, features: ['pergola'] },
    designs: 2,
    sqFt: 4500,
    extras: ['pergola'],
    ageHours: 120 * day,
    quotations: doneBy(['greenthumb', 'leafwall', 'oasis'], [0.5, 0.35, 0.7], 30),
    rating: {
      stars: 5,
      comment:
        'The pergola is solid and the lawn took in three weeks. The bill matched the quotation line by line.',
    },
  },
  {
    key: 'sanjay-wall',
    client: 'sanjay',
    service: 'vertical-gardening',
    area: 'vg-100-500',
    budget: '1.5-2L',
    desc: 'Green wall of 320 sq ft in the stairwell courtyard, on a timer.',
    photos: [],
    site: { place: 'Kothrud, Pune', widthM: 8, depthM: 3.8 },
    designs: 1,
    sqFt: 320,
    ageHours: 95 * day,
    quotations: doneBy(['leafwall', 'greenthumb'], [0.3, 0.45], 28),
    rating: {
      stars: 4,
      comment:
        'A lovely wall and neat work. Installation ran four days late because the planter modules arrived late.',
    },
  },
  {
    key: 'divya-kitchen',
    client: 'divya',
    service: 'kitchen-gardening',
    area: 'kg-100-500',
    budget: '1-1.5L',
    desc: 'Vegetable beds beside the kitchen door, with a compost unit.',
    photos: ['marigold'],
    site: { place: 'Gachibowli, Hyderabad', widthM: 6.5, depthM: 6 },
    designs: 2,
    sqFt: 420,
    extras: ['compost'],
    ageHours: 80 * day,
    quotations: doneBy(['oasis', 'rooftop'], [0.5, 0.7], 21),
    rating: {
      stars: 5,
      comment:
        "Farah's team set up the vermicompost and showed us how to use it. Good value for the budget.",
    },
  },
  {
    key: 'meera-terrace',
    client: 'meera',
    service: 'terrace-gardening',
    area: 'tg-lt-1000',
    budget: '2-3L',
    desc: 'Terrace garden that can take the sea breeze, with a deck for the evenings.',
    photos: [],
    site: { place: 'Besant Nagar, Chennai', widthM: 10, depthM: 9.3 },
    designs: 2,
    sqFt: 1000,
    ageHours: 200 * day,
    quotations: doneBy(['rooftop', 'oasis'], [0.35, 0.6], 32),
    rating: {
      stars: 5,
      comment: 'Arjun chose planters and plants that suit the salty wind. Everything is thriving.',
    },
  },
  {
    key: 'asha-balcony-wall',
    client: 'asha',
    service: 'vertical-gardening',
    area: 'vg-100-500',
    budget: '1-1.5L',
    desc: 'Balcony wall of ferns and money plants, watered by drip.',
    photos: [],
    site: { place: 'HSR Layout, Bengaluru', widthM: 6.8, depthM: 3.3 },
    designs: 1,
    sqFt: 240,
    ageHours: 45 * day,
    quotations: doneBy(['greenthumb', 'rooftop'], [0.25, 0.45], 18),
    rating: {
      stars: 5,
      comment:
        'Our balcony wall is thick with ferns now. They showed us how to set the drip timer.',
    },
  },
  {
    key: 'sanjay-kitchen',
    client: 'sanjay',
    service: 'kitchen-gardening',
    area: 'kg-500-1000',
    budget: '1.5-2L',
    desc: 'Kitchen garden of 700 sq ft for the family: vegetables, herbs and a compost corner.',
    photos: [],
    site: { place: 'Kothrud, Pune', widthM: 9, depthM: 7.2 },
    designs: 2,
    sqFt: 700,
    extras: ['compost'],
    ageHours: 70 * day,
    quotations: doneBy(['leafwall', 'oasis'], [0.3, 0.5], 24),
    rating: {
      stars: 5,
      comment:
        'We pick tomatoes and methi every week. Kavya planned the beds around the afternoon sun.',
    },
  },
  {
    key: 'meera-kitchen',
    client: 'meera',
    service: 'kitchen-gardening',
    area: 'kg-100-500',
    budget: '1-1.5L',
    desc: 'Raised vegetable beds at a comfortable height for my mother.',
    photos: [],
    site: { place: 'Mylapore, Chennai', widthM: 7, depthM: 6.4 },
    designs: 1,
    sqFt: 480,
    extras: ['compost'],
    ageHours: 110 * day,
    quotations: doneBy(['rooftop', 'leafwall'], [0.3, 0.55], 20),
    rating: {
      stars: 5,
      comment: 'The beds are at just the right height and the drip works perfectly.',
    },
  },
  {
    key: 'vikram-front-garden',
    client: 'vikram',
    service: 'landscaping',
    area: 'ls-lt-5000',
    budget: '2-3L',
    desc: 'Front garden of the Baner house: lawn, a stone path and a flowering border.',
    photos: [],
    site: { place: 'Baner, Pune', widthM: 16, depthM: 19, features: ['curved-path'] },
    designs: 2,
    sqFt: 3200,
    ageHours: 170 * day,
    quotations: doneBy(['leafwall', 'greenthumb'], [0.45, 0.6], 26),
    rating: {
      stars: 5,
      comment:
        'A tidy crew who cleaned up every evening. The border plants were all healthy at handover.',
    },
  },
];
