import { formatPhone } from '@greenscape/shared/phone';
import { serviceLabels, type ServiceKey } from '@greenscape/shared/services';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerQuotations, users } from '../../db/schema/index';

// What the receipt, the quotation and the invoice print of the same things, read one way.

type UserRow = typeof users.$inferSelect;

/** The service as people read it ('Landscaping'), or the stored value for an unknown one. */
export function serviceLabelOf(service: string): string {
  return serviceLabels[service as ServiceKey] ?? service;
}

/**
 * Who the customer is on a document as it is issued: the name they gave; without one (a profile
 * never saved), the e-mail of an account opened with an e-mail, else the phone of one opened with
 * a phone alone (docs/product.md#sign-in), shown as docs/product.md#phones shows phones: who paid
 * and who the work is for, where 'Customer' would name nobody. The e-mail comes first so that a
 * receipt, which prints the phone on a line of its own (docs/product.md#documents-and-gst), shows
 * both of an account that holds both.
 */
export function customerNameOf(user: Pick<UserRow, 'name' | 'email' | 'phone'>): string {
  return (
    user.name?.trim() || user.email || (user.phone ? formatPhone(user.phone) : '') || 'Customer'
  );
}

/** The receipt's payer: the phone gets no line of its own when it already stands as the name. */
export function payerOf(
  user: Pick<UserRow, 'name' | 'email' | 'phone' | 'address' | 'city' | 'postalCode'>,
): { name: string; phone: string | null; address: string | null } {
  const phoneIsName = !user.name?.trim() && !user.email;
  return {
    name: customerNameOf(user),
    phone: phoneIsName ? null : user.phone,
    address: customerAddressOf(user),
  };
}

/** The profile's address, city and postal code on one line, or null when it has none. */
export function customerAddressOf(
  user: Pick<UserRow, 'address' | 'city' | 'postalCode'>,
): string | null {
  const place = [user.city, user.postalCode].filter(Boolean).join(' ');
  const parts = [user.address, place].filter((p): p is string => Boolean(p?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

export async function customerOf(db: Database, clientId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, clientId));
  // projects.client_id references users (db/schema/projects.ts), so the row is there.
  if (!user) {
    throw new Error(`The customer ${clientId} of a project is missing`);
  }
  return user;
}

/** The quotation the customer picked: the project's selectedQuotation among its quotations. */
export async function pickedQuotationOf(
  db: Database,
  project: { id: string; selectedQuotation: number | null },
) {
  if (project.selectedQuotation === null) {
    return undefined;
  }
  const [quotation] = await db
    .select()
    .from(partnerQuotations)
    .where(
      and(
        eq(partnerQuotations.projectId, project.id),
        eq(partnerQuotations.num, project.selectedQuotation),
      ),
    );
  return quotation;
}

/**
 * What the customer pays: the picked quotation's final cost, which the milestones add up to
 * (modules/execution/default-plan.ts). A picked quotation was costed (workflow.ts canPickQuotation
 * takes finalized ones only), so the fallback to 0 mirrors default-plan.ts and is never printed.
 */
export function pickedTotalPaise(quotation: { finalCostingPaise: number | null } | undefined) {
  return quotation?.finalCostingPaise ?? 0;
}
