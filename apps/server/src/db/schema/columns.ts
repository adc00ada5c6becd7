import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns every table repeats.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
