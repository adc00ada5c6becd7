import { paymentsApi } from '@greenscape/shared/contract/payments';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { rupeesToPaise } from '@greenscape/shared/money';
import type { PaymentEntry, PaymentMethod } from '@greenscape/shared/schemas/payments';
import type { Database } from '../../../db/client';
import { payments } from '../../../db/schema/index';
import { withinHourlyQuota } from '../../../lib/hourly-quota';
import { issueReceipt, receiptDocument, storeIssued } from '../../documents';
import { settleProjectPlans } from '../../care';
import { approvePaidAdvance, tell, tellAdvancePaid } from '../../execution';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { paymentJson } from '../payment-json';
import { nextReceiptNo } from '../receipts';
import { loadOnRecord, payableVerdict } from './payment-checks';

export type NewPaymentInput = {
  projectId: string;
  amount: number;
  method: PaymentMethod;
  reference?: string | null;
  paidOn: string;
};

/**
 * One transaction for the step. A customer's report also counts against the account's hourly
 * quota in it (PAYMENT_REPORTS_PER_HOUR, else 429), as each one tells every admin; a refused
 * report rolls back and is not counted.
 */
function stepTransaction<T>(ctx: StepContext, work: (tx: Database) => Promise<T>): Promise<T> {
  const { db } = ctx.app.database;
  if (ctx.caller.role === 'admin') {
    return db.transaction(work);
  }
  const quota = {
    key: `payment-reports:${ctx.caller.role}:${ctx.caller.id}`,
    limit: ctx.app.config.limits.paymentReportsPerHour,
    code: 'tooManyPaymentReports' as const,
  };
  return withinHourlyQuota(db, quota, work);
}

/**
 * A payment on the record. The customer reports one (`reported`: the team checks its account,
 * then confirms or rejects it, decide-payment.ts); an admin records one the company received
 * (`confirmed` at once, with its receipt number). Never more than what is outstanding, never
 * dated before the pick, never with a reference the project already holds; reports waiting stay
 * within what is outstanding, three at most (payment-checks.ts).
 */
export async function addPayment(ctx: StepContext, input: NewPaymentInput): Promise<PaymentEntry> {
  const byAdmin = ctx.caller.role === 'admin';
  const amountPaise = rupeesToPaise(input.amount);
  const { project, row, receipt, advancePaid } = await stepTransaction(ctx, async (tx) => {
    const payment = { amountPaise, paidOn: input.paidOn, reference: input.reference, byAdmin };
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: byAdmin ? undefined : ctx.caller.id },
      { load: loadOnRecord, rule: (state, facts) => payableVerdict(state, facts, payment) },
    );
    const now = new Date();
    const [inserted] = await tx
      .insert(payments)
      .values({
        projectId: locked.row.id,
        amountPaise,
        method: input.method,
        reference: input.reference ?? null,
        paidOn: input.paidOn,
        status: byAdmin ? 'confirmed' : 'reported',
        receiptNo: byAdmin ? nextReceiptNo(now) : null,
        createdByRole: byAdmin ? 'admin' : 'user',
        createdById: ctx.caller.id,
        decidedById: byAdmin ? ctx.caller.id : null,
        decidedAt: byAdmin ? now : null,
      })
      .returning();
    // A payment the team records is confirmed at once: its receipt is issued now, as at a
    // confirmation (decide-payment.ts), so what it says is fixed from the start.
    const receipt = byAdmin
      ? await issueReceipt(tx, ctx.app.config, locked.row, inserted!)
      : undefined;
    const advancePaid = byAdmin && (await approvePaidAdvance(tx, locked.row.id));
    await recordStep(tx, ctx, {
      route: routeKey(paymentsApi.addPayment),
      status: 201,
      projectId: locked.row.id,
      details: {
        amount: input.amount,
        method: input.method,
        status: inserted!.status,
        receiptNo: inserted!.receiptNo,
      },
    });
    return { project: locked.row, row: inserted!, receipt, advancePaid };
  });
  if (receipt) {
    await storeIssued(ctx.app, receiptDocument(row.id, receipt));
  }
  await tell(
    ctx.app,
    project,
    byAdmin ? ['customer'] : ['team'],
    byAdmin
      ? { kind: 'Payment recorded', key: 'notifyPaymentRecorded' }
      : { kind: 'Payment reported', key: 'notifyPaymentReported' },
  );
  if (advancePaid) {
    await tellAdvancePaid(ctx.app, project);
  }
  if (byAdmin) {
    // Paying a late care fee resumes the plan it paused (docs/product.md#care-plans).
    await settleProjectPlans(ctx.app, project.id);
  }
  return paymentJson(row);
}
