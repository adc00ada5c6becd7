import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { TabNav } from '../../../components/ui/tab-nav';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { partnerProjectQuery } from '../api/partner-api';

export default function PartnerProjectLayout() {
  const t = useT();
  const { projectId = '' } = useParams();
  const partner = useAccount('service-provider');
  // The conversation is the selected partner's from the pick on (AFTER-THE-PICK §D).
  const won = useQuery(partnerProjectQuery(partner._id, projectId)).data?.standing === 'selected';
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
          { to: pages.partnerProjectPayments(projectId), label: t('partner.project.tabPayments') },
          ...(won
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
