import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pathOf, queryString } from '@greenscape/shared/contract/endpoint';
import { documentsApi, paymentsApi } from '@greenscape/shared/contract/payments';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { NewPayment } from '@greenscape/shared/schemas/payments';
import { callApi, callApiPage } from '../../../lib/call-api';

// Money on the record (docs/decisions/0011-money-on-the-record.md): the ledger, the partner's
// payouts, the admin's waiting list and the documents, read and changed by the customer, the team
// and the selected partner. Every call names the role of the area it is made from, as
// features/execution/api/execution.ts explains: a browser may hold sessions of several roles, and
// the server answers for the one named.

export type PaymentRole = Extract<Role, 'user' | 'service-provider' | 'admin'>;

export const paymentKeys = {
  ledger: (projectId: string, role: PaymentRole) =>
    ['payments', projectId, 'ledger', role] as const,
  payouts: (projectId: string, role: PaymentRole) =>
    ['payments', projectId, 'payouts', role] as const,
  // Under 'admin', so the admin's workflow steps (features/admin/api/projects.ts) refresh it too.
  waiting: ['admin', 'payments', 'waiting'] as const,
};

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

/**
 * After money moves: this project's ledger and payouts, the waiting list, and every read that
 * carries the project's workflow state, whose `outstanding` says whether it can be completed
 * (the keys named in features/execution/api/execution.ts refreshAfterStep).
 */
function refreshAfterMoney(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey.includes(projectId) ||
      (queryKey[0] === 'admin' && queryKey[1] === 'payments') ||
      // The admin's tiles count the payments waiting (features/admin/api/directory.ts).
      (queryKey[0] === 'admin' && queryKey[1] === 'counts') ||
      (queryKey[0] === 'admin' && queryKey[1] === 'projects') ||
      queryKey[0] === 'projects',
  });
}

function useMoneyStep<Input extends { projectId: string }, Output>(
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // After a refusal too: a 409 or an amount over what is outstanding means the ledger moved
    // (another admin decided, the customer reported), and the page must show it as it is now.
    onSettled: (_data, _error, input) => refreshAfterMoney(queryClient, input.projectId),
  });
}

/** The customer reports a payment; an admin records one (confirmed at once, with its receipt). */
export function useAddPayment(role: Extract<PaymentRole, 'user' | 'admin'>) {
  return useMoneyStep(({ projectId, payment }: { projectId: string; payment: NewPayment }) =>
    callApi(paymentsApi.addPayment, { params: { projectId }, query: { role }, body: payment }),
  );
}

export type PaymentDecision = { status: 'confirmed' } | { status: 'rejected'; reason: string };

export function useDecidePayment() {
  return useMoneyStep(
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
  return useMoneyStep(({ projectId, payout }: { projectId: string; payout: NewPayment }) =>
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
