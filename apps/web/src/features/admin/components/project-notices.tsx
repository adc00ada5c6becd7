import { useQuery } from '@tanstack/react-query';
import type { ProjectNotice } from '@greenscape/shared/schemas/admin';
import { relativeTime } from '@greenscape/shared/relative-time';
import { Loading } from '../../../components/ui/loading';
import { noticesQuery } from '../api/projects';

// The team's screens stay in English (docs/decisions/0009-languages.md).
const recipients: Record<string, string> = {
  user: 'the customer',
  'service-provider': 'the partner',
  supplier: 'a supplier',
  admin: 'the team',
};
const channels: Record<ProjectNotice['messages'][number]['channel'], string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
};
const deliveries = {
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
  'fell-back': 'failed, fell back to SMS',
} as const;

/** Where a message stands: what the provider reported, else our side's state. */
function stateOf(message: ProjectNotice['messages'][number]): string {
  if (message.delivery) {
    return deliveries[message.delivery];
  }
  return message.status === 'pending' ? 'waiting to go' : message.status;
}

/**
 * Each notice of the project, to whom, and how it went on each channel (docs/messaging.md): so the
 * team knows whether the customer was reached before it calls them.
 */
export function ProjectNotices({ adminId, projectId }: { adminId: string; projectId: string }) {
  const notices = useQuery(noticesQuery(adminId, projectId));
  return (
    <section aria-label="Notices" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">Notices</h2>
      {notices.isPending && <Loading label="Loading the notices…" />}
      {notices.data?.length === 0 && <p className="text-stone-600">No notices yet.</p>}
      {notices.data && notices.data.length > 0 && (
        <ol className="flex flex-col divide-y divide-stone-100 text-sm">
          {notices.data.map((notice) => (
            <li key={notice._id} className="flex min-w-0 flex-col gap-1 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{notice.kind}</span>{' '}
                <span>to {recipients[notice.recipientRole] ?? notice.recipientRole}</span>{' '}
                <time className="text-stone-500" dateTime={notice.createdAt}>
                  {relativeTime(notice.createdAt)}
                </time>
              </p>
              <ul aria-label="Channels" className="flex flex-wrap gap-2">
                {notice.messages.length === 0 && (
                  <li className="text-stone-500">In the app only</li>
                )}
                {notice.messages.map((message, i) => (
                  <li key={i} className="rounded bg-stone-100 px-2 py-0.5">
                    {channels[message.channel]}: {stateOf(message)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
