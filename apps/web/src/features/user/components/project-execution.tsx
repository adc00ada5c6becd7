import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import { canConfirmVisit, canReviewMilestone } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { useT } from '../../../i18n/use-t';
import {
  milestonesQuery,
  siteVisitQuery,
  useApproveMilestone,
  useConfirmSiteVisit,
  useRequestChanges,
} from '../../execution/api/execution';
import { currentMilestone, useExecutionFormats } from '../../execution/components/formats';
import { MilestoneList } from '../../execution/components/milestone-list';
import { WaitingNotice } from '../../offline/components/waiting-notice';
import { useWaitingAction } from '../../offline/use-outbox';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { SiteVisitCard } from '../../execution/components/site-visit-card';
import { ChangesForm } from './changes-form';

/** Where the project page's timeline jumps to for the visit and the milestones. */
export const executionAnchors = { visit: 'site-visit-title', milestones: 'milestones-title' };

/**
 * The customer's half of building the garden (docs/product.md#site-visit, #milestones), after the
 * pick: confirm one of the proposed times for the site visit, then approve each milestone's proof
 * or ask for changes. Confirming and approving cannot be undone, so each asks first, naming what it
 * does.
 */
export function ProjectExecution({
  projectId,
  workflow,
}: {
  projectId: string;
  workflow: WorkflowProject;
}) {
  return (
    <div className="flex flex-col gap-6">
      <VisitSection projectId={projectId} workflow={workflow} />
      <MilestonesSection projectId={projectId} workflow={workflow} />
    </div>
  );
}

type SectionProps = { projectId: string; workflow: WorkflowProject };

// The actions follow the rules of packages/shared/src/execution-rules.ts on the project's state,
// the same the server runs on the call.
function VisitSection({ projectId, workflow }: SectionProps) {
  const t = useT();
  const format = useExecutionFormats();
  const visit = useQuery(siteVisitQuery(projectId, 'user'));
  const confirm = useConfirmSiteVisit(projectId);
  const [asking, setAsking] = useState<string | null>(null);
  if (visit.isPending) {
    return <Loading label={t('user.execution.loadingVisit')} />;
  }
  if (visit.isError) {
    return <Alert kind="error">{visit.error.message}</Alert>;
  }
  const choosing = canConfirmVisit(workflow).ok;
  return (
    <SiteVisitCard
      visit={visit.data}
      headingId={executionAnchors.visit}
      slotAction={
        choosing
          ? (slot) => (
              <Button
                type="button"
                variant="secondary"
                busy={confirm.isPending && confirm.variables === slot}
                onClick={() => setAsking(slot)}
                aria-label={t('user.execution.visit.chooseThis', { time: format.slot(slot) })}
              >
                {t('user.execution.visit.choose')}
              </Button>
            )
          : undefined
      }
    >
      {choosing && <p className="text-sm text-stone-700">{t('user.execution.visit.pickOne')}</p>}
      {confirm.isSuccess && confirm.data.confirmedSlot && (
        <Alert kind="success">
          {t('user.execution.visit.confirmed', { time: format.slot(confirm.data.confirmedSlot) })}
        </Alert>
      )}
      {confirm.isError && <Alert kind="error">{confirm.error.message}</Alert>}
      {asking && (
        <ConfirmDialog
          question={t('user.execution.visit.question', { time: format.slot(asking) })}
          confirmLabel={t('user.execution.visit.confirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => confirm.mutate(asking)}
        >
          <p>{t('user.execution.visit.whatFollows')}</p>
        </ConfirmDialog>
      )}
    </SiteVisitCard>
  );
}

function MilestonesSection({ projectId, workflow }: SectionProps) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  const milestones = useQuery(milestonesQuery(projectId, 'user'));
  const approve = useApproveMilestone(projectId);
  const changes = useRequestChanges(projectId);
  const [asking, setAsking] = useState<Milestone | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  // A change request made without a network waits in the phone's outbox (docs/offline.md).
  const current = currentMilestone(milestones.data ?? [])?.num;
  const waitingFor = useWaitingAction('user', 'requestChanges', projectId, { num: current })
    ? current
    : undefined;
  if (milestones.isPending) {
    return <Loading label={t('user.execution.loadingMilestones')} />;
  }
  if (milestones.isError) {
    return <Alert kind="error">{milestones.error.message}</Alert>;
  }
  const actions = (m: Milestone, isCurrent: boolean) => {
    const done = (
      <>
        {approve.isSuccess && approve.data.num === m.num && (
          <Alert kind="success">{t('user.execution.approved', { num: m.num })}</Alert>
        )}
        {changes.data && !changes.data.kept && changes.data.answer.num === m.num && (
          <Alert kind="success">{t('user.execution.changes.sent')}</Alert>
        )}
      </>
    );
    if (!isCurrent || m.status !== 'submitted' || !canReviewMilestone(workflow, m.num).ok) {
      return done;
    }
    if (waitingFor === m.num) {
      return <WaitingNotice justKept={changes.data?.kept === true} />;
    }
    return (
      <div className="flex flex-col gap-3">
        {done}
        <p className="text-sm font-medium">{t('user.execution.yourTurn')}</p>
        {approve.isError && <Alert kind="error">{approve.error.message}</Alert>}
        {changing === m.num ? (
          <ChangesForm
            num={m.num}
            busy={changes.isPending}
            error={changes.error?.message}
            onCancel={() => setChanging(null)}
            onSubmit={(body) =>
              changes.mutate({ num: m.num, ...body }, { onSuccess: () => setChanging(null) })
            }
          />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" busy={approve.isPending} onClick={() => setAsking(m)}>
              {t('user.execution.approve')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setChanging(m.num)}>
              {t('user.execution.askChanges')}
            </Button>
          </div>
        )}
      </div>
    );
  };
  return (
    <>
      <MilestoneList
        milestones={milestones.data}
        headingId={executionAnchors.milestones}
        title={t('user.execution.milestonesTitle')}
        actions={actions}
      />
      {asking && (
        <ConfirmDialog
          question={t('user.execution.approveQuestion', {
            num: asking.num,
            title: titleOf(asking.title),
          })}
          confirmLabel={t('user.execution.approveConfirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => approve.mutate(asking.num)}
        >
          <p className="font-medium text-stone-900">{t('user.execution.approveFinal')}</p>
          <p>{t('user.execution.approveDue', { amount: formatRupees(asking.amount) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
