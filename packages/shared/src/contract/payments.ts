import { z } from 'zod';
import {
  ledgerSchema,
  newPaymentSchema,
  newPayoutSchema,
  paymentDecisionSchema,
  paymentEntrySchema,
  payoutEntrySchema,
  payoutsSchema,
  waitingPaymentSchema,
  waitingQuerySchema,
} from '../schemas/payments';
import { defineEndpoint } from './endpoint';
import { projectParams, readRefusals, roleQuery, stepRefusals } from './execution';
import { refusals } from './refusals';

// Money on the record (docs/product.md#payments): the ledger of offline payments with
// UPI and the partner's payouts (their receipts and invoices: ./documents.ts). Same session rules as
// ./execution.ts: the project's participants only (a stranger 404, a role that never does the
// step 403, out of order 409); `?role=` says which session when a browser holds several.

const paymentParams = z.object({ projectId: z.uuid(), paymentId: z.uuid() });
const tags = ['payments'] as const;

export const paymentsApi = {
  ledger: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/payments',
    params: projectParams,
    query: roleQuery,
    responses: { 200: ledgerSchema, ...readRefusals },
    cached: true,
    summary:
      "The project's ledger: total, paid (confirmed only), outstanding, the due instalment, UPI",
    tags,
    audit: false,
  }),

  addPayment: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/payments',
    params: projectParams,
    query: roleQuery,
    body: newPaymentSchema,
    // 400: over the outstanding, a day in the future or before the pick; 409: before the pick,
    // reports waiting over the outstanding or more than three, a reference already on the
    // record; 429: the customer's hourly quota of reports.
    responses: { 201: paymentEntrySchema, ...stepRefusals },
    summary:
      'The customer reports a payment (reported); an admin records one (confirmed, with a receipt)',
    tags,
    audit: 'Put a payment on the record',
  }),

  decidePayment: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/payments/:paymentId',
    params: paymentParams,
    query: roleQuery,
    body: paymentDecisionSchema,
    responses: { 200: paymentEntrySchema, ...stepRefusals },
    summary:
      'An admin confirms a reported payment (it gets its receipt) or rejects it with a reason',
    tags,
    audit: 'Decided on a reported payment',
  }),

  payouts: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/payouts',
    params: projectParams,
    query: roleQuery,
    responses: { 200: payoutsSchema, ...readRefusals },
    summary: "What the selected partner was paid: its quotation's total, paid, the entries",
    tags,
    audit: false,
  }),

  addPayout: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/payouts',
    params: projectParams,
    query: roleQuery,
    body: newPayoutSchema,
    responses: { 201: payoutEntrySchema, ...stepRefusals },
    summary: 'An admin records a payout to the selected partner',
    tags,
    audit: 'Recorded a payout to the partner',
  }),

  waiting: defineEndpoint({
    method: 'GET',
    path: '/admin/payments/:adminId',
    params: z.object({ adminId: z.uuid() }),
    query: waitingQuerySchema,
    responses: { 200: z.array(waitingPaymentSchema), ...refusals(400, 401, 403, 404) },
    cached: true,
    summary:
      'Payments reported by customers and waiting for confirmation, oldest first, 50 a page (cursor in x-next-cursor)',
    tags,
    audit: false,
  }),
};
