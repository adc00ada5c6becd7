import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationsApi,
  type Notification,
  type NotificationFeed,
  type UnreadCounts,
} from '@greenscape/shared/contract/notifications';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';
import { notificationKeys } from '../../../lib/query-keys';

export type NotificationItem = Notification;

/**
 * The kind of the notice a new project message leaves
 * (apps/server/src/modules/notifications/message-notices.ts): it opens that conversation, and
 * stays unread until the conversation is read, not when the panel is opened.
 */
export const messageNoticeKind = 'Message';

/** The badge's counts, which every page shows: two numbers, not the notices themselves. */
export const unreadQuery = (role: Role) =>
  queryOptions({
    queryKey: notificationKeys.unread(role),
    queryFn: ({ signal }) => callApi(notificationsApi.unread, { query: { role }, signal }),
    // The badge keeps itself current while the page is open.
    refetchInterval: 60_000,
    meta: { requiresSession: true },
  });

/** The latest notices, read when the panel opens: afresh at each opening, and kept current. */
export const feedQuery = (role: Role) =>
  queryOptions({
    queryKey: notificationKeys.feed(role),
    queryFn: ({ signal }) => callApi(notificationsApi.list, { query: { role }, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    meta: { requiresSession: true },
  });

/** What marking the notices read leaves unread: a conversation's messages, until it is read. */
function afterRead<T extends UnreadCounts>(counts: T): T {
  return { ...counts, unread: counts.unreadMessages };
}

export function useMarkRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.markRead, { body: { role } }),
    // A count read under way would answer what was unread before.
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationKeys.unread(role) }),
    // docs/product.md#conversation
    onSuccess: () => {
      queryClient.setQueryData<UnreadCounts>(
        notificationKeys.unread(role),
        (counts) => counts && afterRead(counts),
      );
      queryClient.setQueryData<NotificationFeed>(
        notificationKeys.feed(role),
        (feed) =>
          feed && {
            ...afterRead(feed),
            items: feed.items.map((i) => (i.kind === messageNoticeKind ? i : { ...i, read: true })),
          },
      );
    },
  });
}
