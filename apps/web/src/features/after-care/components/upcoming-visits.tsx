import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { mapsLink, siteLine } from '@greenscape/shared/schemas/project-site';
import { Alert } from '../../../components/ui/alert';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { upcomingVisitsQuery } from '../api/after-care';
import { seasonWords } from './visit-card';

/**
 * The partner's care visits of the next 7 days, on its home (docs/product.md#care-plans): each
 * garden's address with a link for the phone's maps app, and the way to its Care visits tab.
 * Nothing shows while there are none.
 */
export function UpcomingCareVisits({ providerId }: { providerId: string }) {
  const t = useT();
  const localize = useLocalize();
  const format = useExecutionFormats();
  const visits = useQuery(upcomingVisitsQuery(providerId));
  if (visits.isError) {
    return <Alert kind="error">{localize(visits.error.message)}</Alert>;
  }
  if (!visits.data || visits.data.length === 0) {
    return null;
  }
  return (
    <section
      aria-labelledby="upcoming-care-title"
      className="mb-4 flex min-w-0 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="upcoming-care-title" className="text-lg font-semibold text-stone-900">
        {t('care.upcoming.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {visits.data.map((visit) => {
          const maps = mapsLink(visit.site);
          return (
            <li
              key={visit._id}
              className="flex min-w-0 flex-col gap-1 rounded-lg border border-stone-200 p-3"
            >
              <p className="font-medium text-stone-900">
                {format.day(visit.on)} · {visit.customerName}
              </p>
              <p className="text-sm text-stone-600">
                <span translate="no" className="font-mono">
                  {visit.projectRef}
                </span>{' '}
                · {t(seasonWords[visit.season])}
              </p>
              <p className="break-words text-stone-800">{siteLine(visit.site)}</p>
              <div className="flex flex-wrap gap-3">
                {maps && (
                  <a
                    href={maps}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-emerald-800 underline"
                  >
                    {t('common.site.openInMaps')}
                  </a>
                )}
                <Link
                  to={pages.partnerProjectCare(visit.projectId)}
                  className="font-medium text-brand underline"
                >
                  {t('care.upcoming.open')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
