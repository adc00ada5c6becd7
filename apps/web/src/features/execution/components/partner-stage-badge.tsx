import type { StageKey } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const stageWords = {
  visitToPropose: 'common.execution.stage.visitToPropose',
  visitToConfirm: 'common.execution.stage.visitToConfirm',
  visitToReport: 'common.execution.stage.visitToReport',
  milestoneWork: 'common.execution.stage.milestoneWork',
  milestoneToApprove: 'common.execution.stage.milestoneToApprove',
  milestoneChanges: 'common.execution.stage.milestoneChanges',
  advanceToPay: 'common.execution.stage.advanceToPay',
  readyToComplete: 'common.execution.stage.readyToComplete',
} as const satisfies Partial<Record<StageKey, MessageId>>;

/** The stages of a job after the pick, which the badge names. */
type JobStage = keyof typeof stageWords;
const isJobStage = (key: StageKey): key is JobStage => key in stageWords;

const actorWords: Partial<Record<WorkflowState['actor'], MessageId>> = {
  team: 'common.execution.actor.team',
  customer: 'common.execution.actor.customer',
  partner: 'common.execution.actor.you',
};

const actorStyles: Partial<Record<WorkflowState['actor'], string>> = {
  team: 'bg-amber-100 text-amber-900',
  customer: 'bg-sky-100 text-sky-900',
  partner: 'bg-brand-light text-brand-dark',
};

/**
 * On a selected partner's project card: where the job stands and who must act
 * (docs/product.md#after-the-pick), as the state machine says it in the card's own `workflow`
 * (packages/shared/src/project-machine.ts), the same stage the team's and the customer's pages read.
 */
export function PartnerStageBadge({ workflow }: { workflow: WorkflowState }) {
  const t = useT();
  const actor = actorWords[workflow.actor];
  if (!isJobStage(workflow.stage) || !actor) {
    return null;
  }
  return (
    <div
      data-testid="partner-stage"
      data-stage={workflow.stage}
      className="flex flex-wrap items-center gap-x-2 gap-y-1"
    >
      <p className="text-sm font-medium">
        {t(stageWords[workflow.stage], {
          num: workflow.currentMilestone ?? 0,
          count: workflow.milestoneCount,
        })}
      </p>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${actorStyles[workflow.actor]}`}
      >
        {t(actor)}
      </span>
    </div>
  );
}
