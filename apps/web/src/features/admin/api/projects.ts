import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ActivityItem, ProjectListType, StaffProject } from '@greenscape/shared/schemas/admin';
import type { User } from '@greenscape/shared/schemas/auth';
import type { AdminQuotation, TemplateLine } from '@greenscape/shared/schemas/quotations';
import { adminPath, api, fetchPage } from './admin-api';

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
      fetchPage<StaffProject>(
        adminPath(adminId, `/admin/project/${type}`),
        { cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

export const staffProjectQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.project(projectId),
    queryFn: ({ signal }) =>
      api<StaffProject>(adminPath(adminId, `/admin/project/${projectId}`), { signal }),
    meta,
  });

export const clientQuery = (adminId: string, clientId: string) =>
  queryOptions({
    queryKey: adminKeys.client(clientId),
    queryFn: ({ signal }) => api<User>(adminPath(adminId, `/admin/client/${clientId}`), { signal }),
    meta,
  });

export const templateQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.template(projectId),
    queryFn: async ({ signal }) => {
      const list = await api<{ _id: string; info: TemplateLine[] }[]>(
        adminPath(adminId, `/admin/project/quotation/${projectId}`),
        { signal },
      );
      return list[0] ?? null;
    },
    meta,
  });

export const projectQuotationsQuery = (adminId: string, projectId: string, ids: string[]) =>
  queryOptions({
    queryKey: [...adminKeys.quotations(projectId), ...ids],
    queryFn: ({ signal }) =>
      api<AdminQuotation[]>(adminPath(adminId, '/admin/project/servicepartners'), {
        method: 'POST',
        body: { allocatedQuotations: ids },
        signal,
      }),
    enabled: ids.length > 0,
    meta,
  });

/** Any workflow step: afterwards the project, its tabs and every list are read again. */
export function useProjectStep<T>(projectId: string, step: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.project(projectId) });
    },
  });
}

export const steps = {
  sendDesigns: (adminId: string, projectId: string) => (designIds: string[]) =>
    api<StaffProject>(adminPath(adminId, `/admin/project/${projectId}`), {
      method: 'PUT',
      body: designIds,
    }),
  createTemplate: (adminId: string, projectId: string) => (info: Omit<TemplateLine, '_id'>[]) =>
    api(adminPath(adminId, '/admin/project/quotation'), {
      method: 'POST',
      body: { projectId, info },
    }),
  share: (adminId: string, projectId: string) => (partnerIds: string[]) =>
    api<StaffProject>(adminPath(adminId, `/admin/project/quotation/share/${projectId}`), {
      method: 'POST',
      body: partnerIds,
    }),
  saveQuotation:
    (adminId: string, quotationId: string) =>
    (info: { _id: string; supplierCosting: number; supplierDetails: string }[]) =>
      api<AdminQuotation>(adminPath(adminId, `/admin/project/quotation/${quotationId}`), {
        method: 'PUT',
        body: { info },
      }),
  proceed: (adminId: string, projectId: string) => () =>
    api<StaffProject>(adminPath(adminId, `/admin/project/client/${projectId}`), { method: 'PUT' }),
  complete: (adminId: string, projectId: string) => () =>
    api<StaffProject>(adminPath(adminId, `/admin/project/completed/${projectId}`), {
      method: 'PUT',
    }),
};

export const activityQuery = (adminId: string, projectId: string) =>
  queryOptions({
    queryKey: [...adminKeys.project(projectId), 'activity'] as const,
    queryFn: ({ signal }) =>
      api<ActivityItem[]>(adminPath(adminId, `/admin/activity/${projectId}`), { signal }),
    meta,
  });
