import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@greenscape/shared/money';
import type {
  AdminCounts,
  DirectoryEntry,
  PartnerEntry,
  PriceItem,
} from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import {
  payments,
  serviceProviders,
  supplierMaterials,
  suppliers,
  supportMessages,
  users,
} from '../../db/schema/index';
import { before, decodeCursor, pageOf } from '../../lib/keyset';
import { escapeLike } from '../../lib/sql-like';

// The admins' directory of accounts and the suppliers' prices (docs/product.md#admin-tools).

export type PageQuery = { q?: string; cursor?: string; limit: number };
export type Page<T> = { items: T[]; next?: string };

type Searchable = typeof users | typeof serviceProviders | typeof suppliers;
type PartnerRow = typeof serviceProviders.$inferSelect;

/** Name, e-mail, phone or city containing the text. */
function matches(table: Searchable, q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(table.name, like),
    ilike(table.email, like),
    ilike(table.phone, like),
    ilike(table.city, like),
  );
}

/** A partner as the directory and the partner picker list it. */
export function partnerEntry(p: PartnerRow): PartnerEntry {
  return {
    _id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    city: p.city,
    servicesOffered: p.servicesOffered as PartnerEntry['servicesOffered'],
    totalProjectsCompleted: p.totalProjectsCompleted,
  };
}

export async function adminCounts(db: Database): Promise<AdminCounts> {
  const [[p], [s], [c], [o], [w]] = await Promise.all([
    db.select({ n: count() }).from(serviceProviders),
    db.select({ n: count() }).from(suppliers),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(supportMessages).where(isNull(supportMessages.handledAt)),
    // payments_reported_idx (migration 0017) holds exactly these rows.
    db.select({ n: count() }).from(payments).where(eq(payments.status, 'reported')),
  ]);
  return {
    partners: p!.n,
    suppliers: s!.n,
    customers: c!.n,
    openSupport: o!.n,
    paymentsWaiting: w!.n,
  };
}

/** Service partners, newest first, a page at a time. */
export async function partnerDirectory(
  db: Database,
  { q, cursor, limit }: PageQuery,
): Promise<Page<PartnerEntry>> {
  const rows = await db
    .select()
    .from(serviceProviders)
    .where(
      and(
        matches(serviceProviders, q),
        before(serviceProviders.createdAt, serviceProviders.id, decodeCursor(cursor)),
      ),
    )
    .orderBy(desc(serviceProviders.createdAt), desc(serviceProviders.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  return { ...page, items: page.items.map(partnerEntry) };
}

/** Suppliers or customers, newest first, a page at a time. */
export async function accountDirectory(
  db: Database,
  table: typeof suppliers | typeof users,
  { q, cursor, limit }: PageQuery,
): Promise<Page<DirectoryEntry>> {
  const t = table as typeof users;
  const rows = await db
    .select()
    .from(t)
    .where(and(matches(t, q), before(t.createdAt, t.id, decodeCursor(cursor))))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  return {
    ...page,
    items: page.items.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      city: r.city,
    })),
  };
}

/** Suppliers' prices for materials whose name contains the text, cheapest first. */
export async function supplierPrices(db: Database, item: string): Promise<PriceItem[]> {
  // A NUL cannot be part of a statement's text, and no material name has one.
  if (!item || item.includes('\0')) {
    return [];
  }
  // Not prepared: an unnamed statement is planned for its word (a common one walks the prices
  // upwards until 50 match, a rare one reads the trigram index, migration 0007), where a prepared
  // one settles on a generic plan that reads every match of a common word and sorts them: 4.4 ms
  // instead of 0.3 ms for 'grass' at 10,000 materials (docs/performance.md).
  const rows = await db
    .select({
      materialName: supplierMaterials.materialName,
      price: supplierMaterials.materialPricePaise,
      name: suppliers.name,
      phone: suppliers.phone,
    })
    .from(supplierMaterials)
    .innerJoin(suppliers, eq(suppliers.id, supplierMaterials.supplierId))
    .where(ilike(supplierMaterials.materialName, `%${escapeLike(item)}%`))
    .orderBy(asc(supplierMaterials.materialPricePaise))
    .limit(50);
  return rows.map((r) => ({ ...r, price: paiseToRupees(r.price) }));
}
