import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { ownedBy } from '../../offline/outbox-store';
import { useOutboxSnapshot } from '../../offline/use-outbox';
import type { ConversationRole } from '../api/messages';

/**
 * The reader's messages that wait in this phone's outbox (docs/offline.md), at the thread's end
 * as a chat app shows them: the text, and that it waits or was refused (the outbox's list says
 * why and lets it be edited or discarded).
 */
export function WaitingMessages({
  projectId,
  role,
}: {
  projectId: string;
  role: ConversationRole;
}) {
  const t = useT();
  const { actions } = useOutboxSnapshot();
  const account = useAccount(role);
  const mine = actions.filter(
    (a) =>
      a.step === 'sendMessage' &&
      a.projectId === projectId &&
      ownedBy(a, { role, id: account._id }),
  );
  if (mine.length === 0) {
    return null;
  }
  return (
    <ol aria-label={t('common.outbox.title')} className="flex flex-col gap-3">
      {mine.map((action) => (
        <li key={action.id} data-testid="waiting-message" className="flex flex-col items-end gap-1">
          <p className="max-w-[90%] rounded-2xl rounded-tr-sm border border-dashed border-stone-400 bg-brand-light/60 px-4 py-2 whitespace-pre-wrap break-words [overflow-wrap:anywhere] text-stone-900 sm:max-w-[75%]">
            {(action.request.body as { text?: string }).text}
          </p>
          <p
            className={`text-xs ${action.state === 'refused' ? 'font-semibold text-red-700' : 'text-stone-600'}`}
          >
            {t(
              action.state === 'refused'
                ? 'common.outbox.messageRefused'
                : 'common.outbox.messageWaiting',
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
