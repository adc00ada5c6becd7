import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export type NotificationItem = {
  _id: string;
  kind: string;
  text: string;
  projectId: string | null;
  read: boolean;
  createdAt: string;
};
type Feed = { unread: number; items: NotificationItem[] };

export const feedQuery = (role: Role) =>
  queryOptions({
    queryKey: ['notifications', role],
    queryFn: ({ signal }) => api<Feed>(`/notifications?role=${role}`, { signal }),
    // The badge keeps itself current while the page is open.
    refetchInterval: 60_000,
    meta: { requiresSession: true },
  });

export function useMarkRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ unread: 0 }>('/notifications/read', { method: 'POST', body: { role } }),
    onSuccess: () =>
      queryClient.setQueryData<Feed>(feedQuery(role).queryKey, (feed) =>
        feed ? { unread: 0, items: feed.items.map((i) => ({ ...i, read: true })) } : feed,
      ),
  });
}
