import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { isCompleted } from '@greenscape/shared/workflow';
import { TabNav } from '../../../components/ui/tab-nav';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { partnerProjectQuery } from '../api/partner-api';

export default function PartnerProjectLayout() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  // Some tabs are the selected partner's alone, from the pick on.
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  const selected = project.data?.standing === 'selected';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <TabNav
        label={t('partner.project.navLabel')}
        tabs={[
          { to: pages.partnerProject(projectId), label: t('partner.project.tabInfo') },
          {
            to: pages.partnerProjectQuotation(projectId),
            label: t('partner.project.tabQuotation'),
          },
          ...(selected
            ? [
                {
                  to: pages.partnerProjectSiteVisit(projectId),
                  label: t('partner.project.tabSiteVisit'),
                },
                {
                  to: pages.partnerProjectMilestones(projectId),
                  label: t('partner.project.tabMilestones'),
                },
              ]
            : []),
          { to: pages.partnerProjectPayments(projectId), label: t('partner.project.tabPayments') },
          // After the handover, the claims to fix and the care visits (docs/product.md#warranty).
          ...(selected && project.data && isCompleted(project.data.workflow)
            ? [
                {
                  to: pages.partnerProjectWarranty(projectId),
                  label: t('partner.project.tabWarranty'),
                },
                { to: pages.partnerProjectCare(projectId), label: t('partner.project.tabCare') },
              ]
            : []),
          // The conversation is the selected partner's too, from the pick on.
          ...(selected
            ? [
                {
                  to: pages.partnerProjectMessages(projectId),
                  label: t('partner.project.tabMessages'),
                },
              ]
            : []),
        ]}
      />
      <Outlet />
    </div>
  );
}
