import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { useLocalize, useT } from '../../../i18n/use-t';
import { publicProfileQuery } from '../api/partner-api';
import { thumbOf } from '@greenscape/shared/schemas/projects';

function Stars({ average }: { average: number }) {
  const full = Math.round(average);
  return (
    <span aria-hidden="true" className="text-amber-500">
      {'★'.repeat(full)}
      <span className="text-stone-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

// A missing city is a dash in either language.
const noValue = '—';

/** A partner as customers see it: avatar, name, city, projects completed, rating, gallery. */
export function PublicProfileView({
  partnerId,
  actions,
}: {
  partnerId: string;
  actions?: ReactNode;
}) {
  const t = useT();
  const localize = useLocalize();
  const profile = useQuery(publicProfileQuery(partnerId));
  if (profile.isPending) {
    return <Loading label={t('partner.public.loading')} />;
  }
  if (profile.isError) {
    return <Alert kind="error">{localize(profile.error.message)}</Alert>;
  }
  const p = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        {p.img ? (
          <img
            src={p.img}
            alt={p.name ?? t('partner.public.partner')}
            className="h-24 w-24 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-light text-4xl font-semibold text-brand"
          >
            {(p.name ?? '?').slice(0, 1)}
          </div>
        )}
        <dl className="grid min-w-0 flex-1 grid-cols-[max-content_1fr] gap-x-4 gap-y-1 [&>dd]:min-w-0 [&>dd]:break-words">
          <dt className="text-sm text-stone-500">{t('partner.public.name')}</dt>
          <dd className="font-semibold">{p.name ?? t('partner.public.unnamed')}</dd>
          <dt className="text-sm text-stone-500">{t('partner.public.location')}</dt>
          <dd>{p.city ?? noValue}</dd>
          <dt className="text-sm text-stone-500">{t('partner.public.projectsCompleted')}</dt>
          <dd>{p.totalProjectsCompleted}</dd>
          <dt className="text-sm text-stone-500">{t('partner.public.rating')}</dt>
          <dd>
            {p.rating.average === null ? (
              t('partner.public.noRatings')
            ) : (
              <>
                <Stars average={p.rating.average} /> {p.rating.average.toFixed(1)}{' '}
                {t('partner.public.ratingCount', { count: p.rating.count })}
              </>
            )}
          </dd>
        </dl>
        {actions}
      </div>
      {p.comments.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('partner.public.comments')}>
          {p.comments.map((c, i) => (
            <li key={i} className="rounded-lg bg-white p-3 shadow-sm">
              <Stars average={c.stars} /> <span className="ml-2">{c.comment}</span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="gallery-title" className="flex flex-col gap-3">
        <h2 id="gallery-title" className="text-xl font-semibold">
          {t('partner.public.gallery')}
        </h2>
        {p.publicImages.length === 0 ? (
          <EmptyState title={t('partner.public.noPictures')}>
            {t('partner.public.noPicturesText')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {p.publicImages.map((url, i) => (
              <li key={url}>
                <img
                  src={thumbOf(url)}
                  alt={t('partner.public.workBy', {
                    name: p.name ?? t('partner.public.thePartner'),
                    number: i + 1,
                  })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
