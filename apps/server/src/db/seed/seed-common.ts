import { sql } from 'drizzle-orm';
import type { Database } from '../client';

// What the demo seed's files share: the transaction it all goes in, and times relative to now.
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/**
 * A back-dated demo project's reference, numbered in the month it was created, as migration 0012
 * numbers earlier projects (the column's default would number it in the seeding month).
 */
export const refAt = (createdAt: Date) =>
  sql<string>`next_project_ref(${createdAt.toISOString()}::timestamptz)`;
