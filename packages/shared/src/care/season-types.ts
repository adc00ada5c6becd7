// The shapes of the season task library (season-tasks.ts), apart from its data so that the data
// files and the library import them without a cycle.

/** India's gardening seasons by month (docs/product.md#care-by-season). */
export const seasons = ['summer', 'monsoon', 'post-monsoon', 'winter'] as const;
export type Season = (typeof seasons)[number];

export type SeasonTask = { key: string; en: string; hi: string };
export type ServiceSeasonTasks = Record<Season, readonly SeasonTask[]>;
