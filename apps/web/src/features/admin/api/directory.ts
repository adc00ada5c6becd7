import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminCounts,
  DirectoryEntry,
  PartnerEntry,
  PriceItem,
  StaffProject,
  SupportItem,
} from '@greenscape/shared/schemas/admin';
import { adminPath, api, fetchPage } from './admin-api';

const meta = { requiresSession: true };
export type DirectoryKind = 'partners' | 'suppliers' | 'customers';

export const countsQuery = (adminId: string) =>
  queryOptions({
    queryKey: ['admin', 'counts'],
    queryFn: ({ signal }) => api<AdminCounts>(adminPath(adminId, '/admin/counts'), { signal }),
    meta,
  });

export const directoryQuery = (adminId: string, kind: DirectoryKind, q: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'directory', kind, q],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<DirectoryEntry & Partial<PartnerEntry>>(
        adminPath(adminId, `/admin/${kind}`),
        { q, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

export const partnersForServiceQuery = (adminId: string, service: string) =>
  queryOptions({
    queryKey: ['admin', 'partners-for', service],
    queryFn: ({ signal }) =>
      api<PartnerEntry[]>(adminPath(adminId, `/admin/project/servicepartners/${service}`), {
        signal,
      }),
    meta,
  });

export const searchQuery = (adminId: string, q: string) =>
  queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) =>
      api<StaffProject[]>(`${adminPath(adminId, '/admin/search')}?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.trim().length > 0,
    meta,
  });

export const pricesQuery = (adminId: string, item: string) =>
  queryOptions({
    queryKey: ['admin', 'prices', item],
    queryFn: ({ signal }) =>
      api<PriceItem[]>(
        `${adminPath(adminId, '/admin/getprices')}?item=${encodeURIComponent(item)}`,
        { signal },
      ),
    enabled: item.trim().length > 0,
    meta,
  });

export const supportQuery = (adminId: string, status: 'open' | 'closed') =>
  infiniteQueryOptions({
    queryKey: ['admin', 'support', status],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<SupportItem>(
        adminPath(adminId, '/admin/support'),
        { status, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

export function useMarkSupport(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api(adminPath(adminId, `/admin/support/${id}`), { method: 'PUT', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
