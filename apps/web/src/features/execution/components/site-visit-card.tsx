import { useId, type ReactNode } from 'react';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { T, useT } from '../../../i18n/use-t';
import { useExecutionFormats } from './formats';
import { PhotoStrip } from './photo-strip';
import { StatusBadge } from './status-badge';

/**
 * The site visit as every participant reads it (docs/product.md#site-visit): its status, the
 * proposed times in India time with their weekday, the confirmed one, and the partner's report.
 * What the reader may do is theirs to add: `slotAction` beside each proposed time, `children` under
 * it.
 */
export function SiteVisitCard({
  visit,
  slotAction,
  headingId,
  children,
}: {
  visit: SiteVisit;
  slotAction?: ((slot: string) => ReactNode) | undefined;
  headingId?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useExecutionFormats();
  const generated = useId();
  const titleId = headingId ?? generated;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="site-visit"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('common.execution.visit.title')}
        </h2>
        <StatusBadge visit={visit.status} />
      </div>
      {visit.status === 'none' && (
        <p className="text-stone-700">{t('common.execution.visit.noneYet')}</p>
      )}
      {visit.status === 'proposed' && (
        <>
          <p className="text-stone-700">{t('common.execution.visit.proposedTimes')}</p>
          <ul className="flex flex-col gap-2">
            {visit.slots.map((slot) => (
              <li
                key={slot}
                className="flex flex-col gap-2 rounded-md border border-stone-200 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <time dateTime={slot} className="break-words font-medium">
                  {format.slot(slot)}
                </time>
                {slotAction?.(slot)}
              </li>
            ))}
          </ul>
        </>
      )}
      {visit.confirmedSlot && (
        <p className="break-words">
          <T
            id="common.execution.visit.confirmedFor"
            values={{
              time: (
                <time dateTime={visit.confirmedSlot} className="font-semibold">
                  {format.slot(visit.confirmedSlot)}
                </time>
              ),
            }}
          />
        </p>
      )}
      {visit.report && (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-3">
          <h3 className="font-semibold">{t('common.execution.visit.report')}</h3>
          <p className="text-xs text-stone-500">
            <time dateTime={visit.report.reportedAt}>
              {format.instant(visit.report.reportedAt)}
            </time>
          </p>
          <p className="whitespace-pre-line break-words">{visit.report.notes}</p>
          {visit.report.measuredArea && (
            <p className="break-words">
              {t('common.execution.visit.measuredArea', { area: visit.report.measuredArea })}
            </p>
          )}
          <PhotoStrip
            photos={visit.report.photos}
            label={t('common.execution.visit.reportPhotos')}
          />
        </div>
      )}
      {children}
    </section>
  );
}
