import { useQuery } from '@tanstack/react-query';
import {
  canPlanMilestones,
  canProposeVisit,
  canReportVisit,
} from '@greenscape/shared/execution-rules';
import { machineOf } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import {
  milestonesQuery,
  siteVisitQuery,
  usePlanMilestones,
  useProposeSiteVisit,
  useReportSiteVisit,
} from '../../execution/api/execution';
import { MilestoneList } from '../../execution/components/milestone-list';
import { SiteVisitCard } from '../../execution/components/site-visit-card';
import { VisitReportForm } from '../../execution/components/visit-report-form';
import { MilestonePlanEditor } from '../components/milestone-plan-editor';
import { VisitProposalForm } from '../components/visit-proposal-form';
import { AfterPickTab } from '../components/after-pick-tab';

/**
 * The team's Execution tab (docs/product.md#site-visit and #milestones): propose the visit's
 * times, see the confirmed one and the report (or report on the partner's behalf), edit the work
 * plan until the first proof, and follow each milestone. It opens at the customer's pick.
 */
export default function ProjectExecutionPage() {
  return (
    <AfterPickTab waiting="The site visit and the milestones start when the customer picks a quotation.">
      {({ projectId, state }) => (
        <Page title="Execution">
          <VisitPanel projectId={projectId} state={state} />
          <PlanPanel projectId={projectId} state={state} />
        </Page>
      )}
    </AfterPickTab>
  );
}

type PanelProps = { projectId: string; state: WorkflowState };

// Each form shows when its rule (packages/shared/src/execution-rules.ts) passes on the state.
function VisitPanel({ projectId, state }: PanelProps) {
  const visit = useQuery(siteVisitQuery(projectId, 'admin'));
  const propose = useProposeSiteVisit(projectId);
  const report = useReportSiteVisit(projectId, 'admin');
  if (visit.isPending) {
    return <Loading label="Loading the site visit…" />;
  }
  if (visit.isError) {
    return <Alert kind="error">{visit.error.message}</Alert>;
  }
  const { status, confirmedSlot } = visit.data;
  const reporting = canReportVisit(state);
  // Before the visit's time the form says from when it opens (visit-report-form.tsx).
  const reportable = reporting.ok || reporting.code === 'visitNotYetHappened';
  return (
    <SiteVisitCard visit={visit.data}>
      {propose.isSuccess && (
        <Alert kind="success">Times proposed. The customer is asked to choose one.</Alert>
      )}
      {report.isSuccess && <Alert kind="success">Report saved for the partner.</Alert>}
      {canProposeVisit(state).ok && (
        <VisitProposalForm
          again={status !== 'none'}
          // Moving a booked visit is asked first: the stage says one is booked (project-machine.ts).
          confirmed={machineOf(state).stage === 'visitToReport'}
          busy={propose.isPending}
          error={propose.error?.message}
          onSubmit={(slots) => propose.mutate(slots)}
        />
      )}
      {reportable && confirmedSlot !== null && (
        <>
          <p className="text-sm text-stone-700">
            The partner reports the visit here. If they cannot, report it on their behalf:
          </p>
          <VisitReportForm
            role="admin"
            confirmedSlot={confirmedSlot}
            busy={report.isPending}
            error={report.error?.message}
            onSubmit={(body) => report.mutate(body)}
          />
        </>
      )}
    </SiteVisitCard>
  );
}

function PlanPanel({ projectId, state }: PanelProps) {
  const milestones = useQuery(milestonesQuery(projectId, 'admin'));
  const plan = usePlanMilestones(projectId);
  if (milestones.isPending) {
    return <Loading label="Loading the milestones…" />;
  }
  if (milestones.isError) {
    return <Alert kind="error">{milestones.error.message}</Alert>;
  }
  return (
    <>
      <section aria-labelledby="plan-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="plan-title" className="text-xl font-semibold">
          Work plan
        </h2>
        <MilestonePlanEditor
          // A fresh editor when the saved plan changes (not on every refetch while typing).
          key={milestones.data
            .map((m) => `${m.title}|${m.percent}|${m.dueOn}|${m.advance}`)
            .join('/')}
          milestones={milestones.data}
          editable={canPlanMilestones(state).ok}
          busy={plan.isPending}
          error={plan.error?.message}
          saved={plan.isSuccess}
          onSubmit={(rows) => plan.mutate(rows)}
        />
      </section>
      <MilestoneList milestones={milestones.data} title="Milestone states" />
    </>
  );
}
