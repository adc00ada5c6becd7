import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns every table repeats. Timestamps keep milliseconds, not PostgreSQL's microseconds, so
// that a JavaScript Date (and a keyset cursor made from one) round-trips exactly.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow();
export const at = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
