import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { notificationKeys } from '../../../lib/query-keys';
import { useRelativeTime } from '../../../i18n/use-relative-time';
import { useLocalize, useT } from '../../../i18n/use-t';
import { feedQuery, messageNoticeKind, unreadQuery, useMarkRead } from '../api/notifications';

const projectPath: Record<Role, (id: string) => string> = {
  user: (id) => pages.userProject(id),
  admin: (id) => pages.adminProject(id),
  'service-provider': (id) => pages.partnerProject(id),
  supplier: () => pages.supplierHome,
};

/** Where a new message's notice leads: the conversation of its project. */
const conversationPath: Record<Role, (id: string) => string> = {
  user: (id) => pages.userProjectMessages(id),
  admin: (id) => pages.adminProjectConversation(id),
  'service-provider': (id) => pages.partnerProjectMessages(id),
  supplier: () => pages.supplierHome,
};

const linkOf = (role: Role, kind: string, projectId: string) =>
  (kind === messageNoticeKind ? conversationPath : projectPath)[role](projectId);

/**
 * The header badge with the real unread count; opening the panel marks them read
 * (docs/product.md#notifications). The count includes the unread messages of the reader's
 * project conversations (docs/product.md#conversation), which stay counted until each
 * conversation is read. Every page reads the counts alone; the notices are read when the panel
 * opens, once marking them read is done, so that the panel shows them read.
 */
export function NotificationBell({ role }: { role: Role }) {
  const t = useT();
  const relativeTime = useRelativeTime();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const counts = useQuery(unreadQuery(role));
  const markRead = useMarkRead(role);
  const [open, setOpen] = useState(false);
  // Read once marking them read is done, or waits for the network, so that they show read.
  const marking = markRead.isPending && !markRead.isPaused;
  const feed = useQuery({ ...feedQuery(role), enabled: open && !marking });
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const unread = counts.data?.unread ?? 0;
  const unreadMessages = counts.data?.unreadMessages ?? 0;
  // A figure, the same in every language.
  const badge = unread > 99 ? '99+' : unread;

  // The panel's read counts as the badge's does: the newer of the two is what the badge shows.
  useEffect(() => {
    if (feed.data && feed.dataUpdatedAt > counts.dataUpdatedAt) {
      const { unread, unreadMessages } = feed.data;
      queryClient.setQueryData(notificationKeys.unread(role), { unread, unreadMessages });
    }
  }, [feed.data, feed.dataUpdatedAt, counts.dataUpdatedAt, queryClient, role]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !ref.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <Button
        type="button"
        variant="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unreadMessages > 0
            ? t('common.notifications.buttonWithMessages', { unread, messages: unreadMessages })
            : t('common.notifications.button', { unread })
        }
        onClick={() => {
          setOpen((v) => !v);
          if (!open && unread > unreadMessages) {
            markRead.mutate();
          }
        }}
        className="relative text-white hover:bg-white/15"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 10a6 6 0 0112 0c0 5 2 6 2 6H4s2-1 2-6M10 20a2 2 0 004 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-amber-400 px-1 text-center text-xs font-bold text-stone-900"
          >
            {badge}
          </span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('common.notifications.label')}
          className="absolute right-0 top-full z-50 mt-2 w-80 max-w-[90vw] rounded-xl bg-white p-3 text-stone-900 shadow-xl"
        >
          {unreadMessages > 0 && (
            <p className="mb-2 rounded-md bg-amber-100 p-2 text-sm font-medium text-stone-900">
              {t('common.notifications.unreadMessages', { count: unreadMessages })}
            </p>
          )}
          {!feed.data ? (
            feed.isError ? (
              <Alert kind="error">{localize(feed.error.message)}</Alert>
            ) : markRead.isPaused || feed.fetchStatus === 'paused' ? (
              <p role="status" className="p-2 text-sm text-stone-600">
                {t('common.notifications.offline')}
              </p>
            ) : (
              <Loading />
            )
          ) : feed.data.items.length ? (
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
              {feed.data.items.map((n) => (
                <li key={n._id} className={`rounded-md p-2 ${n.read ? '' : 'bg-brand-light'}`}>
                  {n.projectId ? (
                    <Link
                      to={linkOf(role, n.kind, n.projectId)}
                      onClick={() => setOpen(false)}
                      className="block hover:underline"
                    >
                      {n.text}
                    </Link>
                  ) : (
                    <span>{n.text}</span>
                  )}
                  <span className="block text-xs text-stone-500">{relativeTime(n.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="p-2 text-sm text-stone-600">{t('common.notifications.empty')}</p>
          )}
        </div>
      )}
    </div>
  );
}
