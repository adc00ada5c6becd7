import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/**
 * The first answer to each write sent with an Idempotency-Key, per caller and key, for 24 hours
 * (docs/offline.md): the same key again gets this answer and changes nothing. A row without a
 * `status` is a request still being handled (`claimed_at` says since when).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    callerRole: text('caller_role').notNull(),
    callerId: uuid('caller_id').notNull(),
    key: text('key').notNull(),
    /** The method, the path with its query, and a hash of the body: the request the key names. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    claimedAt: at('claimed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.callerRole, t.callerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
