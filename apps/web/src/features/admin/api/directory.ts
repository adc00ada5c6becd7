import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { supportApi } from '@greenscape/shared/contract/support';
import { callApi, callApiPage } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

const meta = { requiresSession: true };
export type DirectoryKind = 'partners' | 'suppliers' | 'customers';

export const countsQuery = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys.counts,
    queryFn: ({ signal }) => callApi(directoryApi.counts, { params: { adminId }, signal }),
    meta,
  });

/** One page of a directory; an empty search is no search. */
const directoryPage = (
  adminId: string,
  kind: DirectoryKind,
  query: { q: string; cursor: string | undefined },
  signal: AbortSignal,
) => {
  const options = {
    params: { adminId },
    query: { q: query.q || undefined, cursor: query.cursor },
    signal,
  };
  switch (kind) {
    case 'partners':
      return callApiPage(directoryApi.partners, options);
    case 'suppliers':
      return callApiPage(directoryApi.suppliers, options);
    case 'customers':
      return callApiPage(directoryApi.customers, options);
  }
};

export const directoryQuery = (adminId: string, kind: DirectoryKind, q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.directory(kind, q),
    queryFn: ({ pageParam, signal }) =>
      directoryPage(adminId, kind, { q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

/** Partners who offer the service, those of the project's city first. */
export const partnersForServiceQuery = (adminId: string, service: string, projectId: string) =>
  queryOptions({
    queryKey: adminKeys.partnersFor(service, projectId),
    queryFn: ({ signal }) =>
      callApi(quotationsApi.partnersForService, {
        params: { service, adminId },
        query: { projectId },
        signal,
      }),
    meta,
  });

export const searchQuery = (adminId: string, q: string) =>
  queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: ({ signal }) =>
      callApi(projectsApi.search, { params: { adminId }, query: { q }, signal }),
    enabled: q.trim().length > 0,
    meta,
  });

export const pricesQuery = (adminId: string, item: string) =>
  queryOptions({
    queryKey: adminKeys.prices(item),
    queryFn: ({ signal }) =>
      callApi(directoryApi.prices, { params: { adminId }, query: { item }, signal }),
    enabled: item.trim().length > 0,
    meta,
  });

export const supportQuery = (adminId: string, status: 'open' | 'closed') =>
  infiniteQueryOptions({
    queryKey: adminKeys.support(status),
    queryFn: ({ pageParam, signal }) =>
      callApiPage(supportApi.inbox, {
        params: { adminId },
        query: { status, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    meta,
  });

export function useMarkSupport(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      callApi(supportApi.handle, { params: { messageId: id, adminId }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
