import { and, asc, eq, sql } from 'drizzle-orm';
import type { WaitingPayment, WaitingQuery } from '@greenscape/shared/schemas/payments';
import type { Database } from '../../db/client';
import { payments, projects, users } from '../../db/schema/index';
import { literalLimit, prepared } from '../../db/prepared';
import { afterPlaceholders, cursorParams, decodeCursor, pageOf } from '../../lib/keyset';
import { paymentJson } from './payment-json';

/**
 * The team's list of payments customers reported, across projects, oldest first, a page at a
 * time (docs/product.md#pagination): the partial index payments_reported_idx (migration 0017)
 * holds exactly these rows in this order, and the cursor seeks into it.
 */
export async function waitingPayments(
  db: Database,
  { cursor, limit }: WaitingQuery,
): Promise<{ items: WaitingPayment[]; next?: string }> {
  // Prepared (db/prepared.ts): planning this join anew cost PostgreSQL several times what
  // running it did (docs/performance.md). The status is a literal, not a parameter: the one
  // generic plan of a prepared read can use the partial index only when its condition is in the
  // statement's text (query-plans.test.ts checks that plan).
  const rows = await prepared(db, `payments_waiting_${limit + 1}`, (d) =>
    d
      .select({ payment: payments, ref: projects.ref, customerName: users.name })
      .from(payments)
      .innerJoin(projects, eq(projects.id, payments.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(
        and(
          sql`${payments.status} = 'reported'`,
          afterPlaceholders(payments.createdAt, payments.id),
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(literalLimit(limit + 1))
      .prepare(`payments_waiting_${limit + 1}`),
  ).execute(cursorParams(decodeCursor(cursor), 'asc'));
  const page = pageOf(
    rows.map((r) => ({ ...r, createdAt: r.payment.createdAt, id: r.payment.id })),
    limit,
  );
  return {
    items: page.items.map((r) => ({
      ...paymentJson(r.payment),
      projectId: r.payment.projectId,
      projectRef: r.ref,
      customerName: r.customerName,
    })),
    ...(page.next && { next: page.next }),
  };
}
