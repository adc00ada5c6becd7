import type { MilestoneStatus, SiteVisitStatus } from '@greenscape/shared/schemas/execution';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const visitWords = {
  none: 'common.execution.visit.status.none',
  proposed: 'common.execution.visit.status.proposed',
  confirmed: 'common.execution.visit.status.confirmed',
  reported: 'common.execution.visit.status.reported',
} as const satisfies Record<SiteVisitStatus, MessageId>;

const milestoneWords = {
  planned: 'common.execution.milestone.status.planned',
  submitted: 'common.execution.milestone.status.submitted',
  'changes-requested': 'common.execution.milestone.status.changes-requested',
  approved: 'common.execution.milestone.status.approved',
} as const satisfies Record<MilestoneStatus, MessageId>;

const styles: Record<SiteVisitStatus | MilestoneStatus, string> = {
  none: 'bg-stone-100 text-stone-700',
  planned: 'bg-stone-100 text-stone-700',
  proposed: 'bg-sky-100 text-sky-900',
  submitted: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-amber-100 text-amber-900',
  'changes-requested': 'bg-amber-100 text-amber-900',
  reported: 'bg-brand-light text-brand-dark',
  approved: 'bg-brand-light text-brand-dark',
};

/**
 * A visit's or a milestone's status in words, coloured by how far along it is. The advance is
 * money, not work (docs/product.md#milestones): it reads 'To pay' until it is approved by its
 * payment, then 'Paid'.
 */
export function StatusBadge(
  props:
    { visit: SiteVisitStatus } | { milestone: MilestoneStatus; auto?: boolean; advance?: boolean },
) {
  const t = useT();
  const status = 'visit' in props ? props.visit : props.milestone;
  const word = 'visit' in props ? visitWords[props.visit] : milestoneWordOf(props);
  return (
    <span
      data-status={status}
      className={`shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {t(word)}
    </span>
  );
}

function milestoneWordOf({
  milestone,
  auto = false,
  advance = false,
}: {
  milestone: MilestoneStatus;
  auto?: boolean;
  advance?: boolean;
}): MessageId {
  if (advance) {
    return milestone === 'approved'
      ? 'common.execution.milestone.status.paid'
      : 'common.execution.milestone.status.toPay';
  }
  return auto && milestone === 'approved'
    ? 'common.execution.milestone.status.autoApproved'
    : milestoneWords[milestone];
}
