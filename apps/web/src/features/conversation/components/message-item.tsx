import { useIntl } from 'react-intl';
import type { AuthorRole, ProjectMessage } from '@greenscape/shared/schemas/execution';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/namespaces';
import { useRelativeTime } from '../../../i18n/use-relative-time';
import { useT } from '../../../i18n/use-t';
import { thumbOf } from '@greenscape/shared/schemas/projects';

const roleName: Record<AuthorRole, MessageId> = {
  customer: 'conversation.author.customer',
  admin: 'conversation.author.admin',
  partner: 'conversation.author.partner',
};

/**
 * One message: who wrote it (their name and their part in the project; the answer has no phone or
 * e-mail to show, docs/product.md#conversation), when, its text as typed (line breaks kept, long
 * words wrapped so a phone never scrolls sideways) and its photos as thumbnails that open large.
 */
export function MessageItem({
  message,
  own,
  onOpenPhoto,
}: {
  message: ProjectMessage;
  /** Written by the reader's side of the project: shown on the right, as chat apps do. */
  own: boolean;
  onOpenPhoto: (src: string, alt: string) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const relativeTime = useRelativeTime();
  const { author } = message;
  const part = t(roleName[author.role]);
  // A customer who has given no name yet writes under their part alone.
  const who = author.name || part;
  return (
    <li
      data-testid="project-message"
      className={`flex w-full flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}
    >
      <p className="flex max-w-full flex-wrap items-baseline gap-x-2 text-xs text-stone-600">
        {author.name && (
          <span className="font-semibold break-words text-stone-900">{author.name}</span>
        )}
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-stone-700">{part}</span>
        <time
          dateTime={message.createdAt}
          title={intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        >
          {relativeTime(message.createdAt)}
        </time>
      </p>
      <div
        className={`flex max-w-[90%] flex-col gap-2 rounded-2xl px-4 py-2 sm:max-w-[75%] ${
          own ? 'rounded-tr-sm bg-brand-light text-stone-900' : 'rounded-tl-sm bg-white shadow-sm'
        }`}
      >
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{message.text}</p>
        {message.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {message.photos.map((url, index) => {
              const values = { number: index + 1, name: who };
              return (
                <li key={url}>
                  <Button
                    type="button"
                    variant="quiet"
                    onClick={() => onOpenPhoto(url, t('conversation.photo', values))}
                    aria-label={t('conversation.enlarge', values)}
                    className="block rounded-lg focus:outline-none focus:ring-2 focus:ring-brand"
                  >
                    <img
                      src={thumbOf(url)}
                      alt={t('conversation.photo', values)}
                      loading="lazy"
                      className="h-20 w-20 rounded-lg object-cover"
                    />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
