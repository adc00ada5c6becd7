import { Outlet, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { TabNav } from '../../../components/ui/tab-nav';
import { useT } from '../../../i18n/use-t';

export default function PartnerProjectLayout() {
  const t = useT();
  const { projectId = '' } = useParams();
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
        ]}
      />
      <Outlet />
    </div>
  );
}
