import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { suppliers } from './accounts';

// A supplier's materialInfo rows (docs/product.md#data), one row each so the admin price search can
// use an index.
export const supplierMaterials = pgTable(
  'supplier_materials',
  {
    id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    materialName: text('material_name').notNull(),
    materialPricePaise: bigint('material_price_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_materials_supplier_idx').on(t.supplierId, t.position),
    index('supplier_materials_name_idx').on(t.materialName),
    // The price search matches anywhere in the name (ILIKE '%grass%'): trigrams serve that.
    index('supplier_materials_name_trgm_idx').using('gin', sql`${t.materialName} gin_trgm_ops`),
    // When a word is common, walking prices upwards finds the 50 cheapest matches after a few
    // hundred rows instead of sorting every match; the planner picks between the two. The name
    // and the supplier ride in the index so that the walk reads no table row it then throws away
    // (an index-only scan: docs/performance.md).
    index('supplier_materials_price_idx').on(t.materialPricePaise, t.materialName, t.supplierId),
  ],
);
