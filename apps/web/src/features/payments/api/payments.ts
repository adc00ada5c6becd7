import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { pathOf, queryString } from '@greenscape/shared/contract/endpoint';
import { documentsApi } from '@greenscape/shared/contract/documents';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import type { NewPayment } from '@greenscape/shared/schemas/payments';
import { callApi, callApiPage } from '../../../lib/call-api';
import { paymentKeys, type ParticipantRole } from '../../../lib/query-keys';
import { useStepMutation, type ProjectStep } from '../../../lib/use-project-step';

// Money on the record (docs/decisions/0011-money-on-the-record.md): the ledger, the partner's
// payouts, the admin's waiting list and the documents, read and changed by the customer, the team
// and the selected partner. Every call names the role of the area it is made from, as
// features/execution/api/execution.ts explains: a browser may hold sessions of several roles, and
// the server answers for the one named.

export type PaymentRole = ParticipantRole;

const meta = { requiresSession: true };

export const ledgerQuery = (projectId: string, role: PaymentRole) =>
  queryOptions({
    queryKey: paymentKeys.ledger(projectId, role),
    queryFn: ({ signal }) =>
      callApi(paymentsApi.ledger, { params: { projectId }, query: { role }, signal }),
    meta,
  });

export const payoutsQuery = (projectId: string, role: PaymentRole) =>
  queryOptions({
    queryKey: paymentKeys.payouts(projectId, role),
    queryFn: ({ signal }) =>
      callApi(paymentsApi.payouts, { params: { projectId }, query: { role }, signal }),
    meta,
  });

/** A page at a time, 50 each, the next from x-next-cursor (docs/product.md#pagination). */
export const waitingPaymentsQuery = (adminId: string) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.waiting,
    queryFn: ({ pageParam, signal }) =>
      callApiPage(paymentsApi.waiting, {
        params: { adminId },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

/** Money moving on a project: what it refreshes is the step's (lib/use-project-step.ts). */
function useMoneyStep<Input extends { projectId: string }, Output>(
  step: Extract<ProjectStep, 'addPayment' | 'decidePayment' | 'addPayout'>,
  call: (input: Input) => Promise<Output>,
) {
  return useStepMutation({ step, project: (input: Input) => input.projectId, call });
}

/** The customer reports a payment; an admin records one (confirmed at once, with its receipt). */
export function useAddPayment(role: Extract<PaymentRole, 'user' | 'admin'>) {
  return useMoneyStep(
    'addPayment',
    ({ projectId, payment }: { projectId: string; payment: NewPayment }) =>
      callApi(paymentsApi.addPayment, { params: { projectId }, query: { role }, body: payment }),
  );
}

export type PaymentDecision = { status: 'confirmed' } | { status: 'rejected'; reason: string };

export function useDecidePayment() {
  return useMoneyStep(
    'decidePayment',
    ({
      projectId,
      paymentId,
      decision,
    }: {
      projectId: string;
      paymentId: string;
      decision: PaymentDecision;
    }) =>
      callApi(paymentsApi.decidePayment, {
        params: { projectId, paymentId },
        query: { role: 'admin' },
        body: decision,
      }),
  );
}

export function useAddPayout() {
  return useMoneyStep(
    'addPayout',
    ({ projectId, payout }: { projectId: string; payout: NewPayment }) =>
      callApi(paymentsApi.addPayout, {
        params: { projectId },
        query: { role: 'admin' },
        body: payout,
      }),
  );
}

// The documents are PDFs the browser opens itself, so they are links, not calls.
export const documentLinks = {
  receipt: (projectId: string, paymentId: string, role: PaymentRole) =>
    `${pathOf(documentsApi.receipt, { projectId, paymentId })}${queryString({ role })}`,
  quotation: (projectId: string, role: PaymentRole) =>
    `${pathOf(documentsApi.quotationPdf, { projectId })}${queryString({ role })}`,
  invoice: (projectId: string, role: PaymentRole) =>
    `${pathOf(documentsApi.invoicePdf, { projectId })}${queryString({ role })}`,
};
