import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canSubmitProof } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { milestonesQuery, useSubmitProof } from '../../execution/api/execution';
import { currentMilestone } from '../../execution/components/formats';
import { MilestoneList } from '../../execution/components/milestone-list';
import { WaitingNotice } from '../../offline/components/waiting-notice';
import { useWaitingAction } from '../../offline/use-outbox';
import { partnerProjectQuery } from '../api/partner-api';
import { ProofForm } from '../components/proof-form';

/**
 * The selected partner's milestones (docs/product.md#milestones): every milestone with its amount
 * and status, the customer's change requests, and the proof form for the current one while it waits
 * for proof (planned) or for fixed work (changes asked).
 */
export default function ProjectMilestonesPage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const milestones = useQuery(milestonesQuery(projectId, 'service-provider'));
  // The proof form follows canSubmitProof (packages/shared/src/execution-rules.ts) on the state the
  // server sends with the project, the rule its step runs: work starts once the visit is reported.
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  const workflow = project.data?.workflow;
  const proof = useSubmitProof(projectId);
  // A proof made without a network waits in the phone's outbox (docs/offline.md).
  const current = currentMilestone(milestones.data ?? [])?.num;
  const waitingFor = useWaitingAction('service-provider', 'submitProof', projectId, {
    num: current,
  })
    ? current
    : undefined;
  const actions = (m: Milestone, isCurrent: boolean) => {
    const sent = proof.data && !proof.data.kept ? proof.data.answer : undefined;
    if (sent?.num === m.num && m.status === 'submitted') {
      return <Alert kind="success">{t('partner.execution.proofSent')}</Alert>;
    }
    if (isCurrent && waitingFor === m.num) {
      return <WaitingNotice justKept={proof.data?.kept === true} />;
    }
    if (!isCurrent || !workflow) {
      return null;
    }
    const verdict = canSubmitProof(workflow, m.num);
    if (verdict.ok) {
      return (
        <ProofForm
          key={`${m.num}-${m.changeRequests.length}`}
          num={m.num}
          // Wording only: the proof of fixed work says so.
          again={m.status === 'changes-requested'}
          busy={proof.isPending}
          error={proof.error?.message}
          onSubmit={(body) => proof.mutate({ num: m.num, ...body })}
        />
      );
    }
    switch (verdict.code) {
      case 'proofAwaitingReview':
        return <p className="text-sm text-stone-700">{t('partner.execution.waitingApproval')}</p>;
      case 'visitNotReportedYet':
        return <p className="text-sm text-stone-700">{t('partner.execution.visitFirst')}</p>;
      default:
        return null;
    }
  };
  return (
    <Page title={t('partner.execution.milestonesTitle')}>
      {milestones.isPending && <Loading label={t('partner.execution.loadingMilestones')} />}
      {milestones.isError && <Alert kind="error">{milestones.error.message}</Alert>}
      {project.isError && <Alert kind="error">{project.error.message}</Alert>}
      {milestones.data && (
        <MilestoneList
          milestones={milestones.data}
          title={t('partner.execution.planTitle')}
          actions={actions}
        />
      )}
    </Page>
  );
}
