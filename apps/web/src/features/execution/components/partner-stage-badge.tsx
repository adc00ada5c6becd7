import { useQuery } from '@tanstack/react-query';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { milestonesQuery, siteVisitQuery } from '../api/execution';
import { executionStageOf, type ExecutionStageKey } from './partner-stage';

const stageWords = {
  visitToPropose: 'common.execution.stage.visitToPropose',
  visitToConfirm: 'common.execution.stage.visitToConfirm',
  visitToReport: 'common.execution.stage.visitToReport',
  milestoneWork: 'common.execution.stage.milestoneWork',
  milestoneToApprove: 'common.execution.stage.milestoneToApprove',
  milestoneChanges: 'common.execution.stage.milestoneChanges',
  advanceToPay: 'common.execution.stage.advanceToPay',
  readyToComplete: 'common.execution.stage.readyToComplete',
} as const satisfies Record<ExecutionStageKey, MessageId>;

const actorWords = {
  team: 'common.execution.actor.team',
  customer: 'common.execution.actor.customer',
  partner: 'common.execution.actor.you',
} as const satisfies Record<string, MessageId>;

const actorStyles = {
  team: 'bg-amber-100 text-amber-900',
  customer: 'bg-sky-100 text-sky-900',
  partner: 'bg-brand-light text-brand-dark',
};

/**
 * On a selected partner's project card: where the job stands and who must act
 * (docs/product.md#after-the-pick). Read from the project's visit and milestones, which the card's
 * row does not carry.
 */
export function PartnerStageBadge({ projectId }: { projectId: string }) {
  const t = useT();
  const visit = useQuery(siteVisitQuery(projectId, 'service-provider'));
  const milestones = useQuery(milestonesQuery(projectId, 'service-provider'));
  if (!visit.data || !milestones.data) {
    return null;
  }
  const stage = executionStageOf(visit.data, milestones.data);
  return (
    <div
      data-testid="partner-stage"
      data-stage={stage.key}
      className="flex flex-wrap items-center gap-x-2 gap-y-1"
    >
      <p className="text-sm font-medium">
        {t(stageWords[stage.key], { num: stage.num ?? 0, count: milestones.data.length })}
      </p>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${actorStyles[stage.actor]}`}
      >
        {t(actorWords[stage.actor])}
      </span>
    </div>
  );
}
