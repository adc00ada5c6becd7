import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { siteVisitQuery, useReportSiteVisit } from '../../execution/api/execution';
import { SiteVisitCard } from '../../execution/components/site-visit-card';
import { VisitReportForm } from '../../execution/components/visit-report-form';

/**
 * The selected partner's site visit (docs/product.md#site-visit): the times the team proposed, the
 * one the customer confirmed, and, from the confirmed time on, the report of what was found.
 */
export default function ProjectSiteVisitPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  const visit = useQuery(siteVisitQuery(projectId, 'service-provider'));
  const report = useReportSiteVisit(projectId, 'service-provider');
  return (
    <Page title={t('partner.execution.visitTitle')}>
      {visit.isPending && <Loading label={t('partner.execution.loadingVisit')} />}
      {visit.isError && <Alert kind="error">{visit.error.message}</Alert>}
      {report.isSuccess && <Alert kind="success">{t('partner.execution.reported')}</Alert>}
      {visit.data && (
        <SiteVisitCard visit={visit.data}>
          {visit.data.status === 'proposed' && (
            <p className="text-sm text-stone-700">{t('partner.execution.waitingForCustomer')}</p>
          )}
          {visit.data.status === 'confirmed' && visit.data.confirmedSlot !== null && (
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
