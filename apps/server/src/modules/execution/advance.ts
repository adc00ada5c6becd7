import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { milestones, payments } from '../../db/schema/index';
import type { ProjectRow } from '../kernel';
import { tell } from './execution-notices';

/**
 * The advance is money, not work (docs/product.md#milestones; docs/product.md#milestones): it takes
 * no proof and turns approved by itself once the confirmed payments cover it in full. Every step
 * that confirms money (payments/steps/decide-payment.ts, add-payment.ts) or replaces the plan
 * (steps/plan-milestones.ts) calls this in its own transaction, after the project row's lock, so
 * the approval commits with the payment that paid it. The advance is the first milestone, and
 * payments cover the milestones in order (packages/shared/src/payment-rules.ts coverageOf): it is
 * paid in full when the confirmed sum reaches its amount, and its approval is dated when it did
 * (the confirmation that reached it; after a plan edit, still that one). Answers whether it was
 * approved now.
 */
export async function approvePaidAdvance(tx: Database, projectId: string): Promise<boolean> {
  const confirmed = sql`(select coalesce(sum(${payments.amountPaise}), 0) from ${payments}
    where ${payments.projectId} = ${projectId} and ${payments.status} = 'confirmed')`;
  const confirmedAt = sql`coalesce(${payments.decidedAt}, ${payments.createdAt})`;
  const paidInFullAt = sql`(select min(c.at) from (
      select ${confirmedAt} as at,
        sum(${payments.amountPaise}) over (order by ${confirmedAt}, ${payments.id}) as running
      from ${payments}
      where ${payments.projectId} = ${projectId} and ${payments.status} = 'confirmed') c
    where c.running >= ${milestones.amountPaise})`;
  const approved = await tx
    .update(milestones)
    .set({ status: 'approved', approvedAt: paidInFullAt, autoApproved: false })
    .where(
      and(
        eq(milestones.projectId, projectId),
        eq(milestones.advance, true),
        ne(milestones.status, 'approved'),
        lte(milestones.amountPaise, confirmed),
      ),
    )
    .returning({ num: milestones.num });
  return approved.length > 0;
}

/** After the commit: the partner learns that the work can go ahead. */
export async function tellAdvancePaid(
  app: FastifyInstance,
  project: Pick<ProjectRow, 'id' | 'clientId' | 'selectedPartnerId'>,
): Promise<void> {
  await tell(app, project, ['partner'], { kind: 'Advance paid', key: 'notifyAdvancePaid' });
}
