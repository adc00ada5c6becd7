import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@greenscape/shared/language';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { serviceProviders, supplierMaterials, suppliers, users } from '../../db/schema/index';
import {
  customerProfileCompleted,
  partnerJson,
  supplierJson,
  userJson,
  type PartnerRow,
  type SupplierRow,
  type UserRow,
} from './account-json';

// The three kinds of account that sign in by e-mail, phone or Google share their identity
// columns; these helpers work on any of them through those shared columns.
const tables = { user: users, 'service-provider': serviceProviders, supplier: suppliers } as const;
type IdentityTable = typeof users;
export type AccountRow = UserRow | PartnerRow | SupplierRow;

export function accountTable(kind: AccountKind): IdentityTable {
  // Same column names in all three tables; the extra columns of partners and suppliers are
  // returned at run time and typed by accountJson below.
  return tables[kind] as unknown as IdentityTable;
}

export type IdentityColumn = 'id' | 'email' | 'phone' | 'googleSubject';

export async function findAccount(
  db: Database,
  kind: AccountKind,
  column: IdentityColumn,
  value: string,
): Promise<AccountRow | undefined> {
  const table = accountTable(kind);
  const [row] = await db.select().from(table).where(eq(table[column], value)).limit(1);
  return row;
}

/**
 * The account a phone may reset the password of: a partner's or supplier's sign-in phone, or a
 * customer's only once verified (a customer's unverified phone is contact information that
 * anyone may type; docs/security.md).
 */
export async function findAccountByProvenPhone(
  db: Database,
  kind: AccountKind,
  phone: string,
): Promise<AccountRow | undefined> {
  if (kind !== 'user') {
    return findAccount(db, kind, 'phone', phone);
  }
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)))
    .limit(1);
  return row;
}

export function accountJson(kind: AccountKind, row: AccountRow) {
  switch (kind) {
    case 'user':
      return userJson(row as UserRow);
    case 'service-provider':
      return partnerJson(row as PartnerRow);
    case 'supplier':
      return supplierJson(row as SupplierRow);
  }
}

/** Every kind routes by profileCompleted (a customer's is worked out: account-json.ts). */
export function needsProfile(kind: AccountKind, row: AccountRow): boolean {
  if (kind === 'user') {
    return !customerProfileCompleted(row as UserRow);
  }
  return !(row as PartnerRow | SupplierRow).profileCompleted;
}

/** A supplier's materialInfo rows, in their order. */
export function materialsOf(db: Database, supplierId: string) {
  return db
    .select({
      id: supplierMaterials.id,
      materialName: supplierMaterials.materialName,
      materialPricePaise: supplierMaterials.materialPricePaise,
    })
    .from(supplierMaterials)
    .where(eq(supplierMaterials.supplierId, supplierId))
    .orderBy(asc(supplierMaterials.position));
}

/** The account as the API answers it; a supplier's comes with its materials. */
export async function accountResponse(db: Database, kind: AccountKind, row: AccountRow) {
  return kind === 'supplier'
    ? supplierJson(row as SupplierRow, await materialsOf(db, row.id))
    : accountJson(kind, row);
}

/**
 * Opens an account with the identity it signed up with (e-mail and password, or a phone), in the
 * language of the sign-up request (Accept-Language, which the web sets to its own).
 */
export async function insertAccount(
  db: Database,
  kind: AccountKind,
  values: {
    email?: string;
    phone?: string;
    passwordHash?: string;
    language: Language;
    // Customers only: a phone sign-up's number was proven by its code.
    phoneVerified?: boolean;
  },
): Promise<AccountRow> {
  const [created] = await db.insert(accountTable(kind)).values(values).returning();
  return created as AccountRow;
}

/** Sets a new password; answers the account's e-mail, whose sign-in failures then no longer count. */
export async function setPasswordHash(
  db: Database,
  kind: AccountKind,
  id: string,
  passwordHash: string,
): Promise<{ email: string | null } | undefined> {
  const table = accountTable(kind);
  const [changed] = await db
    .update(table)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ email: table.email });
  return changed;
}
