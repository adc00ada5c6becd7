import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canReportVisit } from '@greenscape/shared/execution-rules';
import { machineOf } from '@greenscape/shared/project-machine';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { siteVisitQuery, useKeptVisitReport } from '../../execution/api/execution';
import { WaitingNotice } from '../../offline/components/waiting-notice';
import { useWaitingAction } from '../../offline/use-outbox';
import { SiteVisitCard } from '../../execution/components/site-visit-card';
import { VisitReportForm } from '../../execution/components/visit-report-form';
import { SiteCard } from '../../site/components/site-card';
import { partnerProjectQuery } from '../api/partner-api';

/**
 * The selected partner's site visit (docs/product.md#site-visit): where the garden is, with a link
 * to the phone's maps app, the times the team proposed, the one the customer confirmed, and,
 * from the confirmed time on, the report of what was found.
 */
export default function ProjectSiteVisitPage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const visit = useQuery(siteVisitQuery(projectId, 'service-provider'));
  // Where the visit stands comes from the state machine and canReportVisit
  // (packages/shared/src/project-machine.ts, execution-rules.ts) on the state the server sends.
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  const workflow = project.data?.workflow;
  const report = useKeptVisitReport(projectId);
  // A report made without a network waits in the phone's outbox (docs/offline.md).
  const waiting = useWaitingAction('service-provider', 'reportSiteVisit', projectId);
  const reporting = workflow && canReportVisit(workflow);
  // Before the visit's time the form says from when it opens (visit-report-form.tsx).
  const reportable = reporting?.ok || reporting?.code === 'visitNotYetHappened';
  return (
    <Page title={t('partner.execution.visitTitle')}>
      {visit.isPending && <Loading label={t('partner.execution.loadingVisit')} />}
      {visit.isError && <Alert kind="error">{visit.error.message}</Alert>}
      {project.isError && <Alert kind="error">{project.error.message}</Alert>}
      {report.data && !report.data.kept && (
        <Alert kind="success">{t('partner.execution.reported')}</Alert>
      )}
      {waiting && <WaitingNotice justKept={report.data?.kept === true} />}
      {/* Where to go: the picked partner reads the whole site (docs/product.md#the-site). */}
      {project.data?.site && <SiteCard site={project.data.site} projectId={projectId} />}
      {visit.data && (
        <SiteVisitCard visit={visit.data}>
          {workflow && machineOf(workflow).stage === 'visitToConfirm' && (
            <p className="text-sm text-stone-700">{t('partner.execution.waitingForCustomer')}</p>
          )}
          {reportable && !waiting && visit.data.confirmedSlot !== null && (
            <VisitReportForm
              role="service-provider"
              confirmedSlot={visit.data.confirmedSlot}
              busy={report.isPending}
              error={report.error?.message}
              onSubmit={(body) => report.mutate(body)}
            />
          )}
        </SiteVisitCard>
      )}
    </Page>
  );
}
