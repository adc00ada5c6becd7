import { asc, eq } from 'drizzle-orm';
import type { WaitingPayment } from '@greenscape/shared/schemas/payments';
import type { Database } from '../../db/client';
import { payments, projects, users } from '../../db/schema/index';
import { paymentJson } from './payment-json';

/**
 * The team's list of payments customers reported, across projects, oldest first: the partial
 * index payments_reported_idx (migration 0017) holds exactly these rows in this order.
 */
export async function waitingPayments(db: Database): Promise<WaitingPayment[]> {
  const rows = await db
    .select({ payment: payments, ref: projects.ref, customerName: users.name })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .innerJoin(users, eq(users.id, projects.clientId))
    .where(eq(payments.status, 'reported'))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({
    ...paymentJson(r.payment),
    projectId: r.payment.projectId,
    projectRef: r.ref,
    customerName: r.customerName,
  }));
}
