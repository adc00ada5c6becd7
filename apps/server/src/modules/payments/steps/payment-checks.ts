import { and, eq, inArray } from 'drizzle-orm';
import {
  canAddPayment,
  canPayOn,
  canReportPayment,
  canUseReference,
  waitingOf,
  type PaymentOnRecord,
} from '@greenscape/shared/payment-rules';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { payments } from '../../../db/schema/index';
import type { ProjectRow } from '../../projects/project-state';
import { refuseUnless } from '../../projects/steps/step-context';
import { customerMoney } from '../money-facts';

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

/**
 * Every rule a new payment must pass, on sums and rows read after the project row's lock in the
 * step's transaction (add-payment.ts). Every money step takes that lock first, so reports sent at
 * once are checked one after the other, each seeing those before it, and cannot all pass. The
 * wrong amount or day first (400), then what the record already holds (409).
 */
export async function refuseUnlessPayable(
  tx: Database,
  locked: { row: ProjectRow; state: WorkflowProject },
  payment: {
    amountPaise: number;
    paidOn: string;
    reference: string | null | undefined;
    byAdmin: boolean;
  },
): Promise<void> {
  const money = await customerMoney(tx, locked.row);
  refuseUnless(canAddPayment(locked.state, payment.amountPaise, money.outstandingPaise));
  refuseUnless(canPayOn(payment.paidOn, locked.row.pickedAt));
  const onRecord = await paymentsOnRecord(tx, locked.row.id);
  if (!payment.byAdmin) {
    refuseUnless(
      canReportPayment(payment.amountPaise, money.outstandingPaise, waitingOf(onRecord)),
    );
  }
  refuseUnless(canUseReference(payment.reference, onRecord));
}
