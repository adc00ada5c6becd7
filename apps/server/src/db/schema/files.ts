import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// Every stored image (docs/product.md#uploads): who sent it, why, and where the storage adapter
// keeps it.
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerRole: text('owner_role').notNull(),
    ownerId: uuid('owner_id').notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbKey: text('thumb_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'uploads_purpose_check',
      sql`${t.purpose} in ('project-photo', 'design', 'gallery', 'avatar', 'work-photo')`,
    ),
    index('uploads_owner_idx').on(t.ownerRole, t.ownerId, t.createdAt.desc().nullsFirst()),
  ],
);
