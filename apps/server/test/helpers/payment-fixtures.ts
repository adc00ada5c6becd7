import type { FastifyInstance } from 'fastify';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { PaymentEntry, PaymentMethod, PayoutEntry } from '@greenscape/shared/schemas/payments';
import { addPayment } from '../../src/modules/payments/steps/add-payment';
import { addPayout } from '../../src/modules/payments/steps/add-payout';
import { decidePayment } from '../../src/modules/payments/steps/decide-payment';
import { anAdmin, as, settled } from './step-as';
import type { PickedProject } from './workflow-fixtures';

// Money on the record: the payment steps the routes run
// (apps/server/src/modules/payments/steps), as the project's customer and the first admin.

/** The receipt number `serial` of this financial year (April to March, India time). */
export function receiptNo(serial: number, now: Date = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const start = india.getUTCFullYear() - (india.getUTCMonth() < 3 ? 1 : 0);
  const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return `GS/${year}/${String(serial).padStart(4, '0')}`;
}

// A project holds each payment reference once (payment-rules.ts canUseReference).
let references = 0;
const uniqueReference = (kind: string) => `${kind}-FIXTURE-${++references}`;

/** The customer reports a payment: `reported`, waiting for the team. */
export async function reportPayment(
  app: FastifyInstance,
  p: Pick<PickedProject, 'projectId' | 'customer'>,
  amount: number,
  options: { method?: PaymentMethod; reference?: string; paidOn?: string } = {},
): Promise<PaymentEntry> {
  return settled(
    app,
    await addPayment(as(app, p.customer), {
      projectId: p.projectId,
      amount,
      method: options.method ?? 'upi',
      reference: options.reference ?? uniqueReference('UPI'),
      paidOn: options.paidOn ?? indiaToday(),
    }),
  );
}

/** The team confirms a reported payment: it counts as paid and gets its receipt number. */
export async function confirmPayment(
  app: FastifyInstance,
  projectId: string,
  paymentId: string,
): Promise<PaymentEntry> {
  return settled(
    app,
    await decidePayment(as(app, await anAdmin(app)), {
      projectId,
      paymentId,
      status: 'confirmed',
    }),
  );
}

/** The team records a payment it received: confirmed at once, with its receipt number. */
export async function recordPayment(
  app: FastifyInstance,
  projectId: string,
  amount: number,
): Promise<PaymentEntry> {
  return settled(
    app,
    await addPayment(as(app, await anAdmin(app)), {
      projectId,
      amount,
      method: 'bank-transfer',
      reference: uniqueReference('NEFT'),
      paidOn: indiaToday(),
    }),
  );
}

/** The team records a payout to the selected partner. */
export async function recordPayout(
  app: FastifyInstance,
  projectId: string,
  amount: number,
): Promise<PayoutEntry> {
  return settled(
    app,
    await addPayout(as(app, await anAdmin(app)), {
      projectId,
      amount,
      method: 'bank-transfer',
      reference: 'NEFT-PAYOUT',
      paidOn: indiaToday(),
    }),
  );
}
