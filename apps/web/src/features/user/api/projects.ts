import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerQuotation, NewProject, Project } from '@greenscape/shared/schemas/projects';
import { api } from '../../../lib/api-client';

export const projectKeys = {
  list: (userId: string) => ['projects', userId] as const,
  one: (projectId: string) => ['project', projectId] as const,
  quotations: (ids: string[]) => ['quotations', ...ids] as const,
};

// A 401 on these means the session ended while the page was open (SPEC §8).
const meta = { requiresSession: true };

export const projectsQuery = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.list(userId),
    queryFn: ({ signal }) => api<Project[]>(`/user/allprojects/${userId}`, { signal }),
    meta,
  });

export const projectQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: projectKeys.one(projectId),
    queryFn: ({ signal }) => api<Project>(`/user/project/${projectId}/${userId}`, { signal }),
    meta,
  });

export const quotationsQuery = (userId: string, ids: string[]) =>
  queryOptions({
    queryKey: projectKeys.quotations(ids),
    queryFn: ({ signal }) =>
      api<CustomerQuotation[]>(`/user/project/servicepartners/${userId}`, {
        method: 'POST',
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
      api<Project>(`/user/project/${userId}`, { method: 'POST', body: project }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(userId) }),
  });
}

/** Design and quotation picks answer the updated project. */
export function usePick(kind: 'design' | 'quotation', projectId: string, userId: string) {
  const queryClient = useQueryClient();
  const path =
    kind === 'design'
      ? `/user/project/${projectId}/${userId}`
      : `/user/project/quotation/${projectId}/${userId}`;
  return useMutation({
    mutationFn: (num: number) => api<Project>(path, { method: 'PUT', body: { num } }),
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
      api<{ stars: number; comment: string | null }>(`/user/rating/${projectId}/${userId}`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
  });
}
