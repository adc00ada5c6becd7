import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { AuthorRole } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Lightbox } from '../../../components/ui/lightbox';
import { Loading } from '../../../components/ui/loading';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import {
  messagesQuery,
  oldestFirst,
  useMarkThreadRead,
  type ConversationRole,
} from '../api/messages';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { useInView } from './use-in-view';
import { WaitingMessages } from './waiting-messages';

/** How the conversation names the reader's own side (packages/shared/src/schemas/execution.ts). */
const authorRoleOf: Record<ConversationRole, AuthorRole> = {
  user: 'customer',
  admin: 'admin',
  'service-provider': 'partner',
};

const introOf: Record<ConversationRole, MessageId> = {
  user: 'conversation.intro.user',
  admin: 'conversation.intro.admin',
  'service-provider': 'conversation.intro.partner',
};

/** The section's id: the bell's message notifications link to it (`#messages`). */
export const conversationAnchor = 'messages';

/**
 * A project's one conversation (docs/product.md#conversation) as its customer, the team or its
 * selected partner sees it: oldest to newest, 'Show older messages' above, the composer below. New
 * messages arrive by polling (api/messages.ts); the thread is marked read whenever a newer message
 * is shown on a visible page, so the bell's count drops.
 */
export function ProjectConversation({
  projectId,
  role,
  titled = true,
  openAtNewest = false,
}: {
  projectId: string;
  role: ConversationRole;
  /** Its own heading; false on a page whose title (components/ui/page.tsx) names the thread. */
  titled?: boolean;
  /** Scroll to the newest message once loaded: on the thread's own page, or from a link to it. */
  openAtNewest?: boolean;
}) {
  const t = useT();
  const thread = useInfiniteQuery(messagesQuery(projectId, role));
  const markRead = useMarkThreadRead(projectId, role);
  const messages = useMemo(() => oldestFirst(thread.data), [thread.data]);
  const [photo, setPhoto] = useState<{ src: string; alt: string } | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const shown = useInView(log);
  // The times ('3 minutes ago') move on while the thread stays open: a render a minute.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((m) => m + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  const own = authorRoleOf[role];
  const newest = messages.at(-1)?._id;
  const { hash } = useLocation();

  // Read up to the newest message once the thread is on the screen (on the customer's project
  // page it is at the foot), and again when the browser tab comes back into view.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (!newest || !shown) {
      return;
    }
    const mark = () => {
      if (document.visibilityState === 'visible') {
        markAsRead();
      }
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, shown, markAsRead]);

  const loaded = thread.isSuccess;
  const wantsNewest = openAtNewest || hash === `#${conversationAnchor}`;
  useEffect(() => {
    if (loaded && wantsNewest) {
      end.current?.scrollIntoView({ block: 'end' });
    }
  }, [loaded, wantsNewest]);
  // The composer sticks to the screen's foot over the thread: a message just sent would land
  // under it, so the thread scrolls to its end (the new message right above the composer) once the
  // message is shown.
  const justSent = useRef(false);
  useEffect(() => {
    if (newest && justSent.current) {
      justSent.current = false;
      end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    }
  }, [newest]);

  return (
    <section
      id={conversationAnchor}
      aria-labelledby={titled ? 'conversation-title' : 'page-title'}
      className="flex scroll-mt-4 flex-col gap-3"
    >
      {titled && (
        <h2 id="conversation-title" className="text-xl font-semibold text-stone-900">
          {t('conversation.title')}
        </h2>
      )}
      <p className="text-sm text-stone-600">{t(introOf[role])}</p>
      {thread.isPending && <Loading label={t('conversation.loading')} />}
      {thread.isError && <Alert kind="error">{thread.error.message}</Alert>}
      {thread.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          busy={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
          className="self-center"
        >
          {t('conversation.older')}
        </Button>
      )}
      {loaded && messages.length === 0 && (
        <EmptyState title={t('conversation.empty.title')}>
          {t('conversation.empty.text')}
        </EmptyState>
      )}
      {/* A log: a screen reader announces the messages that arrive while the thread is open. */}
      <div ref={log} role="log" aria-label={t('conversation.title')} className="min-h-px">
        {messages.length > 0 && (
          <ol aria-label={t('conversation.list')} className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                own={message.author.role === own}
                onOpenPhoto={(src, alt) => setPhoto({ src, alt })}
              />
            ))}
          </ol>
        )}
      </div>
      <WaitingMessages projectId={projectId} role={role} />
      {thread.data && (
        <MessageComposer
          projectId={projectId}
          role={role}
          onSent={() => {
            justSent.current = true;
          }}
        />
      )}
      {/* Scrolled to with its end at the screen's foot: the composer right above it, not over the
          newest message (the composer sticks to the foot only while it is below it). */}
      <div ref={end} />
      {photo && <Lightbox src={photo.src} alt={photo.alt} onClose={() => setPhoto(null)} />}
    </section>
  );
}
