import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';

export default function AdminLayout() {
  return (
    <AreaShell
      headerExtra={<LogoutButton role="admin" label="LogOut" />}
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
