import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { milestonesQuery, siteVisitQuery } from '../../execution/api/execution';
import { executionStageOf, type ExecutionStageKey } from '../../execution/components/partner-stage';
import { useT } from '../../../i18n/use-t';

const buttonClass =
  'mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark';

/** The tab where the partner does the step its card marks 'Your turn'. */
const stepPage: Partial<Record<ExecutionStageKey, (projectId: string) => string>> = {
  visitToReport: pages.partnerProjectSiteVisit,
  milestoneWork: pages.partnerProjectMilestones,
  milestoneChanges: pages.partnerProjectMilestones,
};

/**
 * A project card's way in. On a job the partner won, where it is the partner's turn, it opens the
 * tab of that step (the visit report, the milestone's proof) rather than Project Info, which a
 * first-time partner read as a page with nothing to do. The stage comes from the same reads as the
 * card's badge (partner-stage-badge.tsx), so both say the same.
 */
export function PartnerCardLink({ projectId, onJob }: { projectId: string; onJob: boolean }) {
  const t = useT();
  const visit = useQuery({ ...siteVisitQuery(projectId, 'service-provider'), enabled: onJob });
  const milestones = useQuery({
    ...milestonesQuery(projectId, 'service-provider'),
    enabled: onJob,
  });
  const stage =
    onJob && visit.data && milestones.data
      ? executionStageOf(visit.data, milestones.data)
      : undefined;
  const step = stage?.actor === 'partner' ? stepPage[stage.key] : undefined;
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
