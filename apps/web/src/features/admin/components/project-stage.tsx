import { actorLabels, stageOf, type StageActor } from '@greenscape/shared/stages';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';

// Who must act, at a glance: the team's own turns stand out, the others are quieter.
const actorStyles: Record<StageActor, string> = {
  team: 'bg-amber-100 text-amber-900',
  customer: 'bg-sky-100 text-sky-900',
  partners: 'bg-violet-100 text-violet-900',
  partner: 'bg-violet-100 text-violet-900',
  nobody: 'bg-stone-100 text-stone-700',
};

/**
 * Where the project stands and who must act next, from the `workflow` state the
 * server sends, through the same derivation as the step rules (packages/shared/src/stages.ts).
 */
export function ProjectStage({
  workflow,
  size = 'small',
}: {
  workflow: WorkflowState;
  size?: 'small' | 'large';
}) {
  const stage = stageOf(workflow);
  return (
    <div
      data-testid="project-stage"
      data-stage={stage.key}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <p className={size === 'large' ? 'text-lg font-semibold' : 'text-sm font-medium'}>
        {stage.label}
      </p>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${actorStyles[stage.actor]}`}
      >
        {actorLabels[stage.actor]}
      </span>
    </div>
  );
}
