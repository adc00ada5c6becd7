import { AreaShell } from '../../components/ui/area-shell';

export default function AdminLayout() {
  return (
    <AreaShell
      area="Admin"
      home="/admin"
      nav={[
        { to: '/admin', label: 'New Projects', end: true },
        { to: '/admin/inprogress', label: 'In Progress' },
        { to: '/admin/completed', label: 'Completed' },
      ]}
    />
  );
}
