import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@greenscape/shared/money';
import { ledgerFigures, upiUri } from '@greenscape/shared/payment-rules';
import type { Ledger, Payouts } from '@greenscape/shared/schemas/payments';
import { payments, payouts, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { customerMoney, partnerMoney, planOf } from './money-facts';
import { paymentJson, payoutJson } from './payment-json';

// The two reads of a project's money (docs/product.md#payments). The route's guard has already
// checked that the caller takes part (modules/access/participants.ts); before the pick there is
// nothing to pay, so the figures are zero.

async function projectRow(app: FastifyInstance, projectId: string) {
  const [row] = await app.database.db
    .select({ id: projects.id, ref: projects.ref, selectedQuotation: projects.selectedQuotation })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The customer's ledger: the totals, the instalment due with its UPI link, the entries. */
export async function readLedger(app: FastifyInstance, projectId: string): Promise<Ledger> {
  const { db } = app.database;
  const project = await projectRow(app, projectId);
  const money = await customerMoney(db, project);
  const figures = ledgerFigures(money.totalPaise, await planOf(db, project.id), money.paidPaise);
  const due = money.outstandingPaise > 0 ? figures.due : null;
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.projectId, project.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const { upi, bank } = app.config.payments;
  return {
    total: paiseToRupees(money.totalPaise),
    paid: paiseToRupees(money.paidPaise),
    outstanding: paiseToRupees(money.outstandingPaise),
    due: due && { num: due.num, title: due.title, amount: paiseToRupees(due.amountPaise) },
    upi:
      upi && due
        ? {
            uri: upiUri({
              vpa: upi.vpa,
              payeeName: upi.payeeName,
              amountPaise: due.amountPaise,
              note: `${project.ref} ${due.title}`,
            }),
          }
        : null,
    entries: rows.map(paymentJson),
    pending: paiseToRupees(money.pendingPaise),
    bank: bank ?? null,
  };
}

/** What the selected partner was paid against its own quotation's total. */
export async function readPayouts(app: FastifyInstance, projectId: string): Promise<Payouts> {
  const { db } = app.database;
  const project = await projectRow(app, projectId);
  const money = await partnerMoney(db, project);
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.projectId, project.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return {
    total: paiseToRupees(money.totalPaise),
    paid: paiseToRupees(money.paidPaise),
    balance: paiseToRupees(money.balancePaise),
    entries: rows.map(payoutJson),
  };
}
