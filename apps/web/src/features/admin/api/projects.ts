import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '@greenscape/shared/contract/admin';
import type { ProjectListType } from '@greenscape/shared/schemas/admin';
import type { CompleteBody } from '@greenscape/shared/schemas/payments';
import type { TemplateLine } from '@greenscape/shared/schemas/quotations';
import { callApi, callApiPage } from '../../../lib/call-api';

const meta = { requiresSession: true };

export const adminKeys = {
  list: (type: ProjectListType) => ['admin', 'projects', type] as const,
  project: (id: string) => ['admin', 'project', id] as const,
  template: (id: string) => ['admin', 'template', id] as const,
  quotations: (id: string) => ['admin', 'quotations', id] as const,
  client: (id: string) => ['admin', 'client', id] as const,
};

export const projectListQuery = (adminId: string, type: ProjectListType) =>
  infiniteQueryOptions({
    queryKey: adminKeys.list(type),
    queryFn: ({ pageParam, signal }) =>
      callApiPage(adminApi.project, {
        params: { key: type, adminId },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

export const staffProjectQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.project(projectId),
    queryFn: async ({ signal }) => {
      // The same path answers a tab for a tab's name; a project id answers the one project.
      const answer = await callApi(adminApi.project, {
        params: { key: projectId, adminId },
        signal,
      });
      if (Array.isArray(answer)) {
        throw new Error(`${projectId} is a tab, not a project`);
      }
      return answer;
    },
    meta,
  });

export const clientQuery = (adminId: string, clientId: string) =>
  queryOptions({
    queryKey: adminKeys.client(clientId),
    queryFn: ({ signal }) => callApi(adminApi.client, { params: { clientId, adminId }, signal }),
    meta,
  });

export const templateQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.template(projectId),
    queryFn: async ({ signal }) => {
      const list = await callApi(adminApi.template, { params: { projectId, adminId }, signal });
      return list[0] ?? null;
    },
    meta,
  });

export const projectQuotationsQuery = (adminId: string, projectId: string, ids: string[]) =>
  queryOptions({
    queryKey: [...adminKeys.quotations(projectId), ...ids],
    queryFn: ({ signal }) =>
      callApi(adminApi.quotations, {
        params: { adminId },
        body: { allocatedQuotations: ids },
        signal,
      }),
    enabled: ids.length > 0,
    meta,
  });

/**
 * Any workflow step: afterwards the project, its tabs and every list are read again. After a
 * refusal too: a 409 means the project is not where the page thought (a payment came in, a
 * milestone was approved), and what the page says is missing must be what is missing now.
 */
export function useProjectStep<T>(projectId: string, step: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.project(projectId) });
    },
  });
}

export const steps = {
  sendDesigns: (adminId: string, projectId: string) => (designIds: string[]) =>
    callApi(adminApi.sendDesigns, { params: { projectId, adminId }, body: designIds }),
  createTemplate: (adminId: string, projectId: string) => (info: Omit<TemplateLine, '_id'>[]) =>
    callApi(adminApi.createTemplate, { params: { adminId }, body: { projectId, info } }),
  share: (adminId: string, projectId: string) => (partnerIds: string[]) =>
    callApi(adminApi.shareQuotation, { params: { projectId, adminId }, body: partnerIds }),
  saveQuotation:
    (adminId: string, quotationId: string) =>
    (info: { _id: string; supplierCosting: number; supplierDetails: string }[]) =>
      callApi(adminApi.costQuotation, { params: { quotationId, adminId }, body: { info } }),
  proceed: (adminId: string, projectId: string) => () =>
    callApi(adminApi.releaseQuotations, { params: { projectId, adminId } }),
  /** No body when nothing is missing; `{ override: { reason } }` to complete anyway. */
  complete: (adminId: string, projectId: string) => (body?: CompleteBody) =>
    callApi(adminApi.complete, { params: { projectId, adminId }, body }),
};

/** Whom the quotation went to and who has quoted, for the Send Quotation tab once it is sent. */
export const invitedPartnersQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: [...adminKeys.project(projectId), 'invitations'] as const,
    queryFn: ({ signal }) =>
      callApi(adminApi.invitedPartners, { params: { projectId, adminId }, signal }),
    meta,
  });

export const activityQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: [...adminKeys.project(projectId), 'activity'] as const,
    queryFn: ({ signal }) => callApi(adminApi.activity, { params: { projectId, adminId }, signal }),
    meta,
  });
