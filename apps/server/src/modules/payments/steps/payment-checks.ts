import { and, eq, inArray } from 'drizzle-orm';
import {
  canAddPayment,
  canPayOn,
  canReportPayment,
  canUseReference,
  waitingOf,
  type PaymentOnRecord,
} from '@greenscape/shared/payment-rules';
import { firstRefusal, yes, type Verdict, type WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { payments } from '../../../db/schema/index';
import type { CustomerMoney, ProjectRow } from '../../kernel';

/** The project's payments that still count or wait: a rejected one holds nothing. */
async function paymentsOnRecord(tx: Database, projectId: string): Promise<PaymentOnRecord[]> {
  const rows = await tx
    .select({
      amountPaise: payments.amountPaise,
      status: payments.status,
      reference: payments.reference,
    })
    .from(payments)
    .where(
      and(eq(payments.projectId, projectId), inArray(payments.status, ['reported', 'confirmed'])),
    );
  return rows;
}

/** What a new payment's rules read beside the project: the payments it may clash with. */
export async function loadOnRecord(
  tx: Database,
  locked: { row: ProjectRow },
): Promise<{ onRecord: PaymentOnRecord[] }> {
  return { onRecord: await paymentsOnRecord(tx, locked.row.id) };
}

/**
 * Every rule a new payment must pass, on sums and rows read under the project row's lock
 * (add-payment.ts runs it as the lock's rule). Every money step takes that lock first, so reports
 * sent at once are checked one after the other, each seeing those before it, and cannot all pass.
 * The wrong amount or day first (400), then what the record already holds (409).
 */
export function payableVerdict(
  state: WorkflowProject,
  facts: { row: ProjectRow; money: CustomerMoney; onRecord: PaymentOnRecord[] },
  payment: {
    amountPaise: number;
    paidOn: string;
    reference: string | null | undefined;
    byAdmin: boolean;
  },
): Verdict {
  const outstanding = facts.money.outstandingPaise;
  return firstRefusal(
    () => canAddPayment(state, payment.amountPaise, outstanding),
    () => canPayOn(payment.paidOn, facts.row.pickedAt),
    () =>
      payment.byAdmin
        ? yes
        : canReportPayment(payment.amountPaise, outstanding, waitingOf(facts.onRecord)),
    () => canUseReference(payment.reference, facts.onRecord),
  );
}
