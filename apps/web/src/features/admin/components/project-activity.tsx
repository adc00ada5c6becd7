import { useQuery } from '@tanstack/react-query';
import { relativeTime } from '@greenscape/shared/relative-time';
import { Loading } from '../../../components/ui/loading';
import { activityQuery } from '../api/projects';

const roleLabels: Record<string, string> = {
  user: 'Customer',
  admin: 'Admin',
  'service-provider': 'Service partner',
  supplier: 'Supplier',
  anonymous: 'Someone signed out',
};

/**
 * The project's audit trail: who did what, when, and from which address
 * (docs/security.md#audit-trail).
 */
export function ProjectActivity({ adminId, projectId }: { adminId: string; projectId: string }) {
  const activity = useQuery(activityQuery(adminId, projectId));
  return (
    <section aria-label="Activity" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">Activity</h2>
      {activity.isPending && <Loading label="Loading the activity…" />}
      {activity.data?.length === 0 && <p className="text-stone-600">Nothing recorded yet.</p>}
      {activity.data && activity.data.length > 0 && (
        <ol className="flex flex-col divide-y divide-stone-100 text-sm">
          {activity.data.map((event) => (
            <li key={event._id} className="flex flex-wrap items-baseline gap-x-2 py-2">
              {event.refused && (
                <span className="rounded bg-red-50 px-1.5 text-xs font-semibold text-red-800">
                  Refused
                </span>
              )}
              <span className="font-medium">{event.action}</span>
              <span>
                by {roleLabels[event.actorRole] ?? event.actorRole}
                {event.actorName ? ` ${event.actorName}` : ''}
              </span>
              <span className="text-stone-500">
                <time dateTime={event.createdAt} title={new Date(event.createdAt).toLocaleString()}>
                  {relativeTime(event.createdAt)}
                </time>{' '}
                from {event.address}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
