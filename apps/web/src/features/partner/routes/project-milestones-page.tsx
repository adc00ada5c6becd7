import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { milestonesQuery, siteVisitQuery, useSubmitProof } from '../../execution/api/execution';
import { MilestoneList } from '../../execution/components/milestone-list';
import { ProofForm } from '../components/proof-form';

/**
 * The selected partner's milestones (docs/product.md#milestones): every milestone with its amount
 * and status, the customer's change requests, and the proof form for the current one while it waits
 * for proof (planned) or for fixed work (changes asked).
 */
export default function ProjectMilestonesPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  const milestones = useQuery(milestonesQuery(projectId, 'service-provider'));
  // Work starts once the visit is reported (canSubmitProof,
  // packages/shared/src/execution-rules.ts).
  const visit = useQuery(siteVisitQuery(projectId, 'service-provider'));
  const visitDone = visit.data?.status === 'reported';
  const proof = useSubmitProof(projectId);
  const actions = (m: Milestone, isCurrent: boolean) => {
    if (proof.isSuccess && proof.data.num === m.num && m.status === 'submitted') {
      return <Alert kind="success">{t('partner.execution.proofSent')}</Alert>;
    }
    if (!isCurrent) {
      return null;
    }
    if (m.status === 'submitted') {
      return <p className="text-sm text-stone-700">{t('partner.execution.waitingApproval')}</p>;
    }
    if (!visitDone) {
      return <p className="text-sm text-stone-700">{t('partner.execution.visitFirst')}</p>;
    }
    return (
      <ProofForm
        key={`${m.num}-${m.changeRequests.length}`}
        num={m.num}
        again={m.status === 'changes-requested'}
        busy={proof.isPending}
        error={proof.error?.message}
        onSubmit={(body) => proof.mutate({ num: m.num, ...body })}
      />
    );
  };
  return (
    <Page title={t('partner.execution.milestonesTitle')}>
      {milestones.isPending && <Loading label={t('partner.execution.loadingMilestones')} />}
      {milestones.isError && <Alert kind="error">{milestones.error.message}</Alert>}
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
