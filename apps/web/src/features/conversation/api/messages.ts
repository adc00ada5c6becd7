import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import type { Role } from '@greenscape/shared/schemas/auth';
import { messagesPageSize, type ProjectMessage } from '@greenscape/shared/schemas/execution';
import { callApi } from '../../../lib/call-api';
import { useKeptStep } from '../../offline/use-kept-step';
import { conversationKeys, notificationKeys } from '../../../lib/query-keys';

/** The roles that take part in a project's conversation (docs/product.md#conversation). */
export type ConversationRole = Extract<Role, 'user' | 'admin' | 'service-provider'>;

type Pages = InfiniteData<ProjectMessage[], unknown>;

// How often an open thread asks for new messages. TanStack Query pauses the interval while the
// tab is hidden and refetches when it comes back (refetchOnWindowFocus), so a thread left open
// in a background tab costs nothing.
export const pollEveryMs = 20_000;

/**
 * The thread, newest page first as the server answers it (newest first, 50 a page); each older
 * page asks with `before` = the `_id` of the oldest message held. A page shorter than 50 is the
 * last one.
 */
export const messagesQuery = (projectId: string, role: ConversationRole) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.thread(projectId, role),
    queryFn: ({ pageParam, signal }) =>
      callApi(conversationApi.messages, {
        params: { projectId },
        query: { role, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.length < messagesPageSize ? undefined : page[page.length - 1]?._id,
    // A refusal (the conversation is not the reader's, or no longer) ends the polling.
    refetchInterval: (query) => (query.state.status === 'error' ? false : pollEveryMs),
    meta: { requiresSession: true },
  });

/** The messages held, oldest first, as the screen shows them. */
export function oldestFirst(data: Pages | undefined): ProjectMessage[] {
  const seen = new Set<string>();
  const all: ProjectMessage[] = [];
  for (const message of (data?.pages ?? []).flat()) {
    // A message written while an older page loads may appear twice across pages.
    if (!seen.has(message._id)) {
      seen.add(message._id);
      all.push(message);
    }
  }
  return all.reverse();
}

export type NewMessage = { text: string; photos: string[] };

/** How much of a message the outbox's list shows. */
const previewLength = 40;

/**
 * The customer's or partner's message, which survives a weak signal as the proof does
 * (docs/offline.md): sent at once when it can be, else kept in the phone's outbox with its photos
 * and shown waiting at the thread's end until it goes.
 */
export function useKeptMessage(projectId: string, role: Exclude<ConversationRole, 'admin'>) {
  return useKeptStep<NewMessage, ProjectMessage>({
    role,
    step: 'sendMessage',
    projectId,
    purpose: 'work-photo',
    endpoint: conversationApi.sendMessage,
    parts: (body) => ({ params: { projectId }, query: { role }, body }),
    label: ({ text }) => ({
      id: 'common.outbox.message',
      values: { preview: text.length > previewLength ? `${text.slice(0, previewLength)}…` : text },
    }),
    editable: ['text'],
  });
}

/**
 * Sends the team's message, from the office. The server's answer is the message itself, so it is put at the newest end of
 * the thread at once (no wait for the next poll); the thread is read again afterwards for what
 * others wrote meanwhile.
 */
export function useSendMessage(projectId: string, role: 'admin') {
  const queryClient = useQueryClient();
  const key = conversationKeys.thread(projectId, role);
  return useMutation({
    mutationFn: (body: NewMessage) =>
      callApi(conversationApi.sendMessage, { params: { projectId }, query: { role }, body }),
    onSuccess: async (message) => {
      queryClient.setQueryData<Pages>(key, (data) =>
        data
          ? { ...data, pages: [[message, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
          : data,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Marks the thread read for the caller; the bell's count (features/notifications) is read again
 * so it drops at once.
 */
export function useMarkThreadRead(projectId: string, role: ConversationRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(conversationApi.readMessages, { params: { projectId }, query: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(role) }),
  });
}
