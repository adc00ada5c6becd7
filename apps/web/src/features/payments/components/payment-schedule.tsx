import { useId } from 'react';
import { formatPaise, formatRupees, rupeesToPaise } from '@greenscape/shared/money';
import { isPayable } from '@greenscape/shared/payment-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { StatusBadge } from '../../execution/components/status-badge';
import { scheduleOf, type Coverage, type ScheduleRow } from './schedule-coverage';

const coverageWords = {
  paid: 'payments.paid',
  'part-paid': 'payments.schedule.partPaid',
  due: 'payments.schedule.due',
  later: 'payments.schedule.later',
} as const satisfies Record<Coverage, MessageId>;

/**
 * A milestone not asked for yet says when it will be: on the approval of its work
 * (docs/product.md#after-the-pick §E). 'Later' is left for one already payable that waits behind
 * the one due now.
 */
function wordOf({ milestone, coverage }: ScheduleRow): MessageId {
  return coverage === 'later' && !isPayable(milestone)
    ? 'payments.schedule.onApproval'
    : coverageWords[coverage];
}

const coverageStyles: Record<Coverage, string> = {
  paid: 'bg-brand-light text-brand-dark',
  'part-paid': 'bg-amber-100 text-amber-900',
  due: 'bg-amber-100 text-amber-900',
  later: 'bg-stone-100 text-stone-700',
};

/**
 * The payment schedule, as the customer and the team read it: each milestone's amount, due date
 * and the state of its work, and how much of it is paid (confirmed payments only), in milestone
 * order; the one to pay now stands out. Its state says what is paid towards it: all (paid), part
 * (with what is paid and what is left), or nothing yet (due now, or on the approval of its work;
 * what was paid ahead of that approval is shown). The advance says that it is one. `level` is
 * its heading's, under the page's own; `jobOver`, that the project is completed, when all that is
 * left is owed (payment-rules.ts isPayable).
 */
export function PaymentSchedule({
  milestones,
  paid,
  level = 2,
  jobOver = false,
}: {
  milestones: readonly Milestone[];
  paid: number;
  level?: 2 | 3;
  jobOver?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const ItemHeading = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <Heading
        id={headingId}
        className={level === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
      >
        {t('payments.schedule.title')}
      </Heading>
      {milestones.length === 0 ? (
        <p className="text-stone-700">{t('payments.schedule.none')}</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {scheduleOf(milestones, paid, jobOver).map((row) => (
            <ScheduleItem key={row.milestone.num} row={row} heading={ItemHeading} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ScheduleItem({ row, heading: ItemHeading }: { row: ScheduleRow; heading: 'h3' | 'h4' }) {
  const t = useT();
  const format = useExecutionFormats();
  const titleOf = useMilestoneTitle();
  const { milestone: m, coveredPaise, coverage } = row;
  const now = coverage === 'due' || coverage === 'part-paid';
  const left = formatPaise(rupeesToPaise(m.amount) - coveredPaise);
  return (
    <li
      data-testid={`schedule-${m.num}`}
      data-coverage={coverage}
      aria-current={now ? 'step' : undefined}
      className={`flex min-w-0 flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ${
        now ? 'ring-2 ring-brand' : ''
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ItemHeading className="min-w-0 break-words font-semibold text-stone-900">
          {t('common.execution.milestone.title', { num: m.num, title: titleOf(m.title) })}
        </ItemHeading>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${coverageStyles[coverage]}`}
        >
          {t(wordOf(row))}
        </span>
      </div>
      <p className="text-lg font-semibold">{formatRupees(m.amount)}</p>
      {m.advance && <p className="text-sm text-stone-700">{t('payments.schedule.advance')}</p>}
      {coverage === 'part-paid' && (
        <p className="text-sm text-stone-700">
          {t('payments.schedule.partPaidOf', { paid: formatPaise(coveredPaise), left })}
        </p>
      )}
      {/* Only the first milestone not covered can be reached, and then it waits for approval. */}
      {coverage === 'later' && coveredPaise > 0 && (
        <p className="text-sm text-stone-700">
          {t('payments.schedule.paidAhead', { paid: formatPaise(coveredPaise), left })}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <span>
          {m.dueOn
            ? t('common.execution.milestone.due', { date: format.day(m.dueOn) })
            : t('common.execution.milestone.noDue')}
        </span>
        {/* The advance's coverage is its whole story; a badge of work would say it twice. */}
        {!m.advance && <StatusBadge milestone={m.status} auto={m.autoApproved} />}
      </p>
    </li>
  );
}
