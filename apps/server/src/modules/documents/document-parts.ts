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

/** A customer who never filled in the profile has no name: the e-mail stands in for it. */
export function customerNameOf(user: Pick<UserRow, 'name' | 'email'>): string {
  return user.name?.trim() || user.email || 'Customer';
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
