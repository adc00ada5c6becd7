import { queryOptions } from '@tanstack/react-query';
import { projectsApi } from '@greenscape/shared/contract/projects';
import type { NewProject } from '@greenscape/shared/schemas/projects';
import { callApi } from '../../../lib/call-api';
import { customerKeys } from '../../../lib/query-keys';
import { useStepMutation } from '../../../lib/use-project-step';

// A 401 on these means the session ended while the page was open (docs/product.md#errors).
const meta = { requiresSession: true };

export const projectsQuery = (userId: string) =>
  queryOptions({
    queryKey: customerKeys.list(userId),
    queryFn: ({ signal }) => callApi(projectsApi.projects, { params: { userId }, signal }),
    meta,
  });

export const projectQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: customerKeys.project(projectId),
    queryFn: ({ signal }) =>
      callApi(projectsApi.project, { params: { projectId, userId }, signal }),
    meta,
  });

export const quotationsQuery = (userId: string, ids: string[]) =>
  queryOptions({
    queryKey: customerKeys.quotations(ids),
    queryFn: ({ signal }) =>
      callApi(projectsApi.releasedQuotations, {
        params: { userId },
        body: { allocatedQuotations: ids },
        signal,
      }),
    enabled: ids.length > 0,
    meta,
  });

export function useCreateProject(userId: string) {
  return useStepMutation({
    step: 'createProject',
    call: (project: NewProject) =>
      callApi(projectsApi.createProject, { params: { userId }, body: project }),
  });
}

/** Design and quotation picks answer the updated project, which takes its place at once. */
export function usePick(kind: 'design' | 'quotation', projectId: string, userId: string) {
  const endpoint = kind === 'design' ? projectsApi.pickDesign : projectsApi.pickQuotation;
  return useStepMutation({
    step: kind === 'design' ? 'pickDesign' : 'pickQuotation',
    project: projectId,
    call: (num: number) => callApi(endpoint, { params: { projectId, userId }, body: { num } }),
    answers: customerKeys.project(projectId),
  });
}

export function useRate(projectId: string, userId: string) {
  return useStepMutation({
    step: 'ratePartner',
    project: projectId,
    call: (body: { stars: number; comment?: string }) =>
      callApi(projectsApi.rate, { params: { projectId, userId }, body }),
  });
}
