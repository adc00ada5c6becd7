import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import { documentsApi, paymentsApi } from '@greenscape/shared/contract/payments';
import type { NewPayment } from '@greenscape/shared/schemas/payments';
import { callApi } from '../../../lib/call-api';
import { projectKeys } from './projects';

// The customer's side of money on the record (issue 21). Every call names the customer's role: a
// browser may hold a partner's or an admin's session too (packages/shared/src/contract/payments.ts).
const role = 'user' as const;

// The project id second, as features/execution/api/execution.ts expects of a project's reads, so
// a step on the project refreshes its ledger too.
export const paymentKeys = {
  all: (projectId: string) => ['payments', projectId] as const,
  ledger: (projectId: string) => ['payments', projectId, 'ledger', role] as const,
};

export const ledgerQuery = (projectId: string, enabled = true) =>
  queryOptions({
    queryKey: paymentKeys.ledger(projectId),
    queryFn: ({ signal }) =>
      callApi(paymentsApi.ledger, { params: { projectId }, query: { role }, signal }),
    enabled,
    meta: { requiresSession: true },
  });

export function useReportPayment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPayment) =>
      callApi(paymentsApi.addPayment, { params: { projectId }, query: { role }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
      ]),
  });
}

/** Plain links: the browser downloads the PDF with the session cookie, no script in between. */
export const documentLinks = {
  receipt: (projectId: string, paymentId: string) =>
    urlOf(documentsApi.receipt, { params: { projectId, paymentId }, query: { role } }),
  quotation: (projectId: string) =>
    urlOf(documentsApi.quotationPdf, { params: { projectId }, query: { role } }),
  invoice: (projectId: string) =>
    urlOf(documentsApi.invoicePdf, { params: { projectId }, query: { role } }),
};
