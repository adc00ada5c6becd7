import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '@greenscape/shared/contract/customer';
import type { NewProject } from '@greenscape/shared/schemas/projects';
import { callApi } from '../../../lib/call-api';

export const projectKeys = {
  list: (userId: string) => ['projects', userId] as const,
  one: (projectId: string) => ['project', projectId] as const,
  quotations: (ids: string[]) => ['quotations', ...ids] as const,
};

// A 401 on these means the session ended while the page was open (docs/product.md#errors).
const meta = { requiresSession: true };

export const projectsQuery = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.list(userId),
    queryFn: ({ signal }) => callApi(customerApi.projects, { params: { userId }, signal }),
    meta,
  });

export const projectQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: projectKeys.one(projectId),
    queryFn: ({ signal }) =>
      callApi(customerApi.project, { params: { projectId, userId }, signal }),
    meta,
  });

export const quotationsQuery = (userId: string, ids: string[]) =>
  queryOptions({
    queryKey: projectKeys.quotations(ids),
    queryFn: ({ signal }) =>
      callApi(customerApi.releasedQuotations, {
        params: { userId },
        body: { allocatedQuotations: ids },
        signal,
      }),
    enabled: ids.length > 0,
    meta,
  });

export function useCreateProject(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: NewProject) =>
      callApi(customerApi.createProject, { params: { userId }, body: project }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(userId) }),
  });
}

/** Design and quotation picks answer the updated project. */
export function usePick(kind: 'design' | 'quotation', projectId: string, userId: string) {
  const queryClient = useQueryClient();
  const endpoint = kind === 'design' ? customerApi.pickDesign : customerApi.pickQuotation;
  return useMutation({
    mutationFn: (num: number) =>
      callApi(endpoint, { params: { projectId, userId }, body: { num } }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.one(projectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.list(userId) });
    },
  });
}

export function useRate(projectId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stars: number; comment?: string }) =>
      callApi(customerApi.rate, { params: { projectId, userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
  });
}
