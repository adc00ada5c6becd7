import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@greenscape/shared/money';
import { dueNow } from '@greenscape/shared/payment-rules';
import type { Ledger, Payouts } from '@greenscape/shared/schemas/payments';
import { upiUri } from '@greenscape/shared/upi';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { payments, payouts, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import {
  customerMoneyColumns,
  customerMoneyFrom,
  ledgerLinesFrom,
  milestonePlanColumn,
  partnerMoney,
} from '../kernel';
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

/**
 * The ledger's project, money and plan in one prepared statement, and its entries in another
 * (it was five round trips, and each cost the app more than the rows).
 */
function ledgerHead(db: Database, projectId: string) {
  return prepared(db, 'ledger_head', (d) =>
    d
      .select({
        ref: projects.ref,
        status: projects.status,
        ...customerMoneyColumns,
        // Whether each may be asked for now is the rule's (kernel/ledger-lines.ts).
        plan: milestonePlanColumn,
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare('ledger_head'),
  ).execute({ id: projectId });
}

function ledgerEntries(db: Database, projectId: string) {
  return prepared(db, 'ledger_entries', (d) =>
    d
      .select()
      .from(payments)
      .where(eq(payments.projectId, sql.placeholder('id')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .prepare('ledger_entries'),
  ).execute({ id: projectId });
}

/**
 * The customer's ledger: the totals, the instalment to pay now (less what waits for the team)
 * with its UPI link, the entries.
 */
export async function readLedger(app: FastifyInstance, projectId: string): Promise<Ledger> {
  const { db } = app.database;
  const [head] = await ledgerHead(db, projectId);
  if (!head) {
    throw notFound();
  }
  const project = { ref: head.ref };
  const money = customerMoneyFrom(head);
  const plan = ledgerLinesFrom(head.plan, head.status, money);
  // Reports waiting for the team are counted against what is asked now, so the page and its UPI
  // code never ask for the same money twice; `paid` and `outstanding` count confirmed ones only.
  const due = dueNow(money.owedPaise, plan, money.paidPaise, money.pendingPaise);
  const rows = await ledgerEntries(db, projectId);
  const { upi, bank } = app.config.payments;
  return {
    total: paiseToRupees(money.totalPaise),
    paid: paiseToRupees(money.paidPaise),
    outstanding: paiseToRupees(money.outstandingPaise),
    due: due && {
      num: due.num,
      title: due.title,
      amount: paiseToRupees(due.amountPaise),
      careFee: due.careFee,
    },
    careFees: paiseToRupees(money.careFeesPaise),
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
