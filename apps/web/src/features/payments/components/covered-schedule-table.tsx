import { formatRupees } from '@greenscape/shared/money';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { DataTable } from '../../../components/ui/data-table';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { StatusBadge } from '../../execution/components/status-badge';
import { scheduleCoverage, type Coverage } from './covered-schedule';

const coverageWords = {
  full: 'payments.schedule.state.full',
  part: 'payments.schedule.state.part',
  none: 'payments.schedule.state.none',
} as const satisfies Record<Coverage, MessageId>;

const coverageStyles: Record<Coverage, string> = {
  full: 'text-brand-dark',
  part: 'text-amber-900',
  none: 'text-stone-600',
};

/**
 * The payment schedule: each milestone's amount, how far its work is, and how much of it the
 * confirmed payments cover, so the team sees at a glance which instalment is short.
 */
export function PaymentSchedule({
  milestones,
  paid,
}: {
  milestones: readonly Milestone[];
  paid: number;
}) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  const rows = scheduleCoverage(milestones, paid);
  if (rows.length === 0) {
    return null;
  }
  return (
    <DataTable
      label={t('payments.schedule.caption')}
      caption={t('payments.schedule.caption')}
      rows={rows}
      rowKey={(row) => row.milestone.num}
      columns={[
        {
          header: t('payments.schedule.milestone'),
          cell: ({ milestone: m }) =>
            t('common.execution.milestone.title', { num: m.num, title: titleOf(m.title) }),
        },
        {
          header: t('payments.column.amount'),
          align: 'right',
          cell: ({ milestone: m }) => formatRupees(m.amount),
        },
        {
          header: t('payments.schedule.work'),
          cell: ({ milestone: m }) => <StatusBadge milestone={m.status} auto={m.autoApproved} />,
        },
        {
          header: t('payments.schedule.covered'),
          align: 'right',
          cell: (row) => (
            <span className="flex flex-col items-end" data-coverage={row.coverage}>
              <span>{formatRupees(row.covered)}</span>
              <span className={`text-xs font-medium ${coverageStyles[row.coverage]}`}>
                {t(coverageWords[row.coverage])}
              </span>
            </span>
          ),
        },
      ]}
    />
  );
}
