import { useId, type ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { useT } from '../../../i18n/use-t';
import { currentMilestone, useExecutionFormats } from './formats';
import { EarlierProofs, LatestProof } from './milestone-proofs';
import { useMilestoneTitle } from './milestone-title';
import { PhotoStrip } from './photo-strip';
import { StatusBadge } from './status-badge';

/**
 * The work plan as every participant reads it (docs/product.md#milestones): each milestone's share
 * and amount in rupees, due date, status, the partner's proofs, the customer's change requests and
 * the approval. `actions` adds what the reader may do, told which milestone is the current one
 * (currentMilestone: never the advance, which is money and takes no proof, so no proof form or
 * review is ever offered on it); the advance says what it is instead.
 */
export function MilestoneList({
  milestones,
  actions,
  title,
  headingId,
}: {
  milestones: readonly Milestone[];
  actions?: ((milestone: Milestone, isCurrent: boolean) => ReactNode) | undefined;
  title?: string;
  headingId?: string;
}) {
  const t = useT();
  const generated = useId();
  const titleId = headingId ?? generated;
  const current = currentMilestone(milestones);
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <h2 id={titleId} className="text-xl font-semibold">
        {title ?? t('common.execution.milestones.title')}
      </h2>
      {milestones.length === 0 ? (
        <p className="text-stone-700">{t('common.execution.milestones.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {milestones.map((m) => (
            <MilestoneItem
              key={m.num}
              milestone={m}
              isCurrent={m.num === current?.num}
              actions={actions}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function MilestoneItem({
  milestone: m,
  isCurrent,
  actions,
}: {
  milestone: Milestone;
  isCurrent: boolean;
  actions: ((milestone: Milestone, isCurrent: boolean) => ReactNode) | undefined;
}) {
  const t = useT();
  const format = useExecutionFormats();
  const titleOf = useMilestoneTitle();
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      aria-current={isCurrent ? 'step' : undefined}
      data-testid={`milestone-${m.num}`}
      className={`flex min-w-0 flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ${
        isCurrent ? 'ring-2 ring-brand' : ''
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 break-words font-semibold text-stone-900">
          {t('common.execution.milestone.title', { num: m.num, title: titleOf(m.title) })}
        </h3>
        <StatusBadge milestone={m.status} auto={m.autoApproved} advance={m.advance} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-stone-700">
        <span>
          {t('common.execution.milestone.share', {
            percent: m.percent,
            amount: formatRupees(m.amount),
          })}
        </span>
        <span>
          {m.dueOn
            ? t('common.execution.milestone.due', { date: format.day(m.dueOn) })
            : t('common.execution.milestone.noDue')}
        </span>
      </p>
      {m.advance && (
        <p
          data-testid="advance-note"
          className="rounded-md bg-brand-light p-3 text-sm text-stone-800"
        >
          {t('common.execution.milestone.advance')}
        </p>
      )}
      <LatestProof milestone={m} />
      <EarlierProofs milestone={m} />
      {m.changeRequests.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{t('common.execution.milestone.changes')}</h4>
          <ul className="flex flex-col gap-2">
            {m.changeRequests.map((c, i) => (
              <li key={c.createdAt} className="flex flex-col gap-1 rounded-md bg-amber-50 p-3">
                <p className="text-xs text-stone-600">
                  <time dateTime={c.createdAt}>{format.instant(c.createdAt)}</time>
                </p>
                <p className="whitespace-pre-line break-words">{c.text}</p>
                <PhotoStrip
                  photos={c.photos}
                  label={t('common.execution.milestone.changePhotos', {
                    num: m.num,
                    request: i + 1,
                  })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {m.approvedAt && (
        <p className="text-sm text-brand-dark">
          {t(
            m.advance
              ? 'common.execution.milestone.paidOn'
              : m.autoApproved
                ? 'common.execution.milestone.autoApprovedOn'
                : 'common.execution.milestone.approvedOn',
            { date: format.instant(m.approvedAt) },
          )}
        </p>
      )}
      {actions?.(m, isCurrent)}
    </li>
  );
}
