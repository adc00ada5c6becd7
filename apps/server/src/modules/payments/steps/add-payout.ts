import { paymentsApi } from '@greenscape/shared/contract/payments';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { rupeesToPaise } from '@greenscape/shared/money';
import { canAddPayout, canPayOn } from '@greenscape/shared/payment-rules';
import type { PayoutEntry } from '@greenscape/shared/schemas/payments';
import { firstRefusal } from '@greenscape/shared/workflow';
import { payouts } from '../../../db/schema/index';
import { tell } from '../../execution';
import { type StepContext, lockForStep, partnerMoney, recordStep } from '../../kernel';
import { payoutJson } from '../payment-json';
import type { NewPaymentInput } from './add-payment';

/**
 * An admin records what the company paid the selected partner, never more than its own
 * quotation's total still owed. The partner is told.
 */
export async function addPayout(ctx: StepContext, input: NewPaymentInput): Promise<PayoutEntry> {
  const { db } = ctx.app.database;
  const amountPaise = rupeesToPaise(input.amount);
  const { project, row } = await db.transaction(async (tx) => {
    // What the partner is still owed is read under the lock, before the rule. Paid after it moved
    // and not before the pick, as a customer's payment (payment-checks.ts).
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId },
      {
        load: async (lockTx, { row }) => ({ partner: await partnerMoney(lockTx, row) }),
        rule: (state, { row, partner }) =>
          firstRefusal(
            () => canAddPayout(state, amountPaise, partner.balancePaise),
            () => canPayOn(input.paidOn, row.pickedAt),
          ),
      },
    );
    const [inserted] = await tx
      .insert(payouts)
      .values({
        projectId: locked.row.id,
        // The pick names the partner with the quotation, once (canAddPayout needs the pick).
        partnerId: locked.row.selectedPartnerId!,
        amountPaise,
        method: input.method,
        reference: input.reference ?? null,
        paidOn: input.paidOn,
        recordedById: ctx.caller.id,
      })
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(paymentsApi.addPayout),
      status: 201,
      projectId: locked.row.id,
      details: { amount: input.amount, method: input.method },
    });
    return { project: locked.row, row: inserted! };
  });
  await tell(ctx.app, project, ['partner'], {
    kind: 'Payout recorded',
    key: 'notifyPayoutRecorded',
  });
  return payoutJson(row);
}
