import { Outlet, useParams } from 'react-router';
import { TabNav } from '../../../components/ui/tab-nav';

export default function PartnerProjectLayout() {
  const { projectId = '' } = useParams();
  const base = `/service-provider/project/${projectId}`;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <TabNav
        label="Project"
        tabs={[
          { to: base, label: 'Project Info' },
          { to: `${base}/quotation`, label: 'Quotation' },
          { to: `${base}/payments`, label: 'Payments' },
        ]}
      />
      <Outlet />
    </div>
  );
}
