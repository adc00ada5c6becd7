import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { auditApi } from '@greenscape/shared/contract/audit';
import { projectsApi } from '@greenscape/shared/contract/projects';
import type { ProjectListType } from '@greenscape/shared/schemas/admin';
import type { CompleteBody } from '@greenscape/shared/schemas/payments';
import type { TemplateLine } from '@greenscape/shared/schemas/quotations';
import { callApi, callApiPage } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';
import { useStepMutation, type ProjectStep } from '../../../lib/use-project-step';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

const meta = { requiresSession: true };

export const projectListQuery = (adminId: string, type: ProjectListType) =>
  infiniteQueryOptions({
    queryKey: adminKeys.list(type),
    queryFn: ({ pageParam, signal }) =>
      callApiPage(projectsApi.teamProject, {
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
      const answer = await callApi(projectsApi.teamProject, {
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
    queryFn: ({ signal }) => callApi(projectsApi.client, { params: { clientId, adminId }, signal }),
    meta,
  });

export const templateQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.template(projectId),
    queryFn: async ({ signal }) => {
      const list = await callApi(quotationsApi.template, {
        params: { projectId, adminId },
        signal,
      });
      return list[0] ?? null;
    },
    meta,
  });

export const projectQuotationsQuery = (adminId: string, projectId: string, ids: string[]) =>
  queryOptions({
    queryKey: adminKeys.projectQuotations(projectId, ids),
    queryFn: ({ signal }) =>
      callApi(quotationsApi.quotations, {
        params: { adminId },
        body: { allocatedQuotations: ids },
        signal,
      }),
    enabled: ids.length > 0,
    meta,
  });

/** One of the team's steps: its name, which says what it changes, and its call. */
type AdminStep<T> = { step: ProjectStep; call: (body: T) => Promise<unknown> };

/** A team's step on this project, refreshed by what it changes (lib/use-project-step.ts). */
export function useProjectStep<T>(projectId: string, { step, call }: AdminStep<T>) {
  return useStepMutation({ step, project: projectId, call });
}

export const steps = {
  sendDesigns: (adminId: string, projectId: string) => ({
    step: 'sendDesigns' as const,
    call: (designIds: string[]) =>
      callApi(projectsApi.sendDesigns, { params: { projectId, adminId }, body: designIds }),
  }),
  createTemplate: (adminId: string, projectId: string) => ({
    step: 'createTemplate' as const,
    call: (info: Omit<TemplateLine, '_id'>[]) =>
      callApi(quotationsApi.createTemplate, { params: { adminId }, body: { projectId, info } }),
  }),
  share: (adminId: string, projectId: string) => ({
    step: 'shareQuotation' as const,
    call: (partnerIds: string[]) =>
      callApi(quotationsApi.shareQuotation, { params: { projectId, adminId }, body: partnerIds }),
  }),
  saveQuotation: (adminId: string, quotationId: string) => ({
    step: 'costQuotation' as const,
    call: (info: { _id: string; supplierCosting: number; supplierDetails: string }[]) =>
      callApi(quotationsApi.costQuotation, { params: { quotationId, adminId }, body: { info } }),
  }),
  proceed: (adminId: string, projectId: string) => ({
    step: 'releaseQuotations' as const,
    call: () => callApi(quotationsApi.releaseQuotations, { params: { projectId, adminId } }),
  }),
  /** No body when nothing is missing; `{ override: { reason } }` to complete anyway. */
  complete: (adminId: string, projectId: string) => ({
    step: 'completeProject' as const,
    call: (body?: CompleteBody) =>
      callApi(projectsApi.complete, { params: { projectId, adminId }, body }),
  }),
};

/** Whom the quotation went to and who has quoted, for the Send Quotation tab once it is sent. */
export const invitedPartnersQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.invitations(projectId),
    queryFn: ({ signal }) =>
      callApi(quotationsApi.invitedPartners, { params: { projectId, adminId }, signal }),
    meta,
  });

/** The project's notices with their channels and delivery states (docs/messaging.md). */
export const noticesQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.notices(projectId),
    queryFn: ({ signal }) => callApi(auditApi.notices, { params: { projectId, adminId }, signal }),
    meta,
  });

export const activityQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.activity(projectId),
    queryFn: ({ signal }) => callApi(auditApi.activity, { params: { projectId, adminId }, signal }),
    meta,
  });
