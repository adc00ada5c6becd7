import { paymentsApi } from '@greenscape/shared/contract/payments';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canConfirmPayment, canDecidePayment } from '@greenscape/shared/payment-rules';
import type { PaymentEntry } from '@greenscape/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import { notFound } from '../../../lib/errors';
import { issueReceipt, receiptDocument, storeIssued } from '../../documents';
import { settleProjectPlans } from '../../care';
import { approvePaidAdvance, tell, tellAdvancePaid } from '../../execution';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { paymentJson } from '../payment-json';
import { nextReceiptNo } from '../receipts';

/**
 * An admin decides on a payment the customer reported: confirmed, it counts as paid and gets its
 * receipt number and what its receipt says in this transaction (receipts.ts,
 * documents/receipt-data.ts), and the receipt's PDF is drawn and stored after the commit;
 * rejected, the reason is kept for the customer. Once only; confirming must still fit in what is
 * outstanding (two reports may not).
 */
export async function decidePayment(
  ctx: StepContext,
  input: {
    projectId: string;
    paymentId: string;
    status: 'confirmed' | 'rejected';
    reason?: string | null;
  },
): Promise<PaymentEntry> {
  const { db } = ctx.app.database;
  const { project, row, receipt, advancePaid } = await db.transaction(async (tx) => {
    const confirm = input.status === 'confirmed';
    // The payment is read under the project's lock, as the sums: neither changes until commit.
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId },
      {
        load: async (lockTx, { row }) => {
          const [payment] = await lockTx
            .select()
            .from(payments)
            .where(and(eq(payments.id, input.paymentId), eq(payments.projectId, row.id)));
          if (!payment) {
            throw notFound();
          }
          return { payment };
        },
        rule: (_state, { payment, money }) =>
          confirm
            ? canConfirmPayment(payment.status, payment.amountPaise, money.outstandingPaise)
            : canDecidePayment(payment.status),
      },
    );
    const { payment } = locked;
    const decidedAt = new Date();
    const [updated] = await tx
      .update(payments)
      .set({
        status: input.status,
        receiptNo: confirm ? nextReceiptNo(decidedAt) : null,
        reason: confirm ? null : (input.reason ?? null),
        decidedById: ctx.caller.id,
        decidedAt,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const receipt = confirm
      ? await issueReceipt(tx, ctx.app.config, locked.row, updated!)
      : undefined;
    const advancePaid = confirm && (await approvePaidAdvance(tx, locked.row.id));
    await recordStep(tx, ctx, {
      route: routeKey(paymentsApi.decidePayment),
      status: 200,
      projectId: locked.row.id,
      details: {
        paymentId: payment.id,
        amount: payment.amountPaise / 100,
        status: input.status,
        ...(confirm ? { receiptNo: updated!.receiptNo } : { reason: updated!.reason }),
      },
    });
    return { project: locked.row, row: updated!, receipt, advancePaid };
  });
  if (receipt) {
    // Before the customer is told that the receipt is ready.
    await storeIssued(ctx.app, receiptDocument(row.id, receipt));
  }
  await tell(
    ctx.app,
    project,
    ['customer'],
    input.status === 'confirmed'
      ? { kind: 'Payment confirmed', key: 'notifyPaymentConfirmed' }
      : { kind: 'Payment rejected', key: 'notifyPaymentRejected' },
  );
  if (advancePaid) {
    await tellAdvancePaid(ctx.app, project);
  }
  if (input.status === 'confirmed') {
    // Paying a late care fee resumes the plan it paused (docs/product.md#care-plans).
    await settleProjectPlans(ctx.app, project.id);
  }
  return paymentJson(row);
}
