import { Outlet, useParams } from 'react-router';
import { TabNav } from '../../../components/ui/tab-nav';

export default function AdminProjectLayout() {
  const { projectId = '' } = useParams();
  const base = `/admin/project/${projectId}`;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <TabNav
        label="Project"
        tabs={[
          { to: base, label: 'Project Info' },
          { to: `${base}/quotation`, label: 'Quotation' },
          { to: `${base}/share`, label: 'Send Quotation' },
        ]}
      />
      <Outlet />
    </div>
  );
}
