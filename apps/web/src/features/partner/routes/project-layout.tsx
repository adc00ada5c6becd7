import { Outlet, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { TabNav } from '../../../components/ui/tab-nav';

export default function PartnerProjectLayout() {
  const { projectId = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <TabNav
        label="Project"
        tabs={[
          { to: pages.partnerProject(projectId), label: 'Project Info' },
          { to: pages.partnerProjectQuotation(projectId), label: 'Quotation' },
          { to: pages.partnerProjectPayments(projectId), label: 'Payments' },
        ]}
      />
      <Outlet />
    </div>
  );
}
