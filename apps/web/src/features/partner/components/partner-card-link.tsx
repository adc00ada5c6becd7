import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { StageKey } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { useT } from '../../../i18n/use-t';

const buttonClass =
  'mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark';

/** The tab where the partner does the step its card marks 'Your turn'. */
const stepPage: Partial<Record<StageKey, (projectId: string) => string>> = {
  visitToReport: pages.partnerProjectSiteVisit,
  milestoneWork: pages.partnerProjectMilestones,
  milestoneChanges: pages.partnerProjectMilestones,
};

/**
 * A project card's way in. On a job the partner won, where it is the partner's turn, it opens the
 * tab of that step (the visit report, the milestone's proof) rather than Project Info, which a
 * first-time partner read as a page with nothing to do. The stage is the card's own `workflow`,
 * the one the card's badge (partner-stage-badge.tsx) names, so both say the same.
 */
export function PartnerCardLink({
  projectId,
  workflow,
  onJob,
}: {
  projectId: string;
  workflow: WorkflowState;
  onJob: boolean;
}) {
  const t = useT();
  const step = onJob && workflow.actor === 'partner' ? stepPage[workflow.stage] : undefined;
  return step ? (
    <Link to={step(projectId)} className={buttonClass}>
      {t('partner.list.yourStep')}
    </Link>
  ) : (
    <Link to={pages.partnerProject(projectId)} className={buttonClass}>
      {t('partner.list.seeDetails')}
    </Link>
  );
}
