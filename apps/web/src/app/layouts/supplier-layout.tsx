import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

export default function SupplierLayout() {
  return (
    <AreaShell
      logout={(placement) => <LogoutButton role="supplier" label="Logout" placement={placement} />}
      headerExtra={
        <>
          <NotificationBell role="supplier" />
        </>
      }
      area="Supplier"
      home="/supplier"
      nav={[
        { to: '/supplier/account', label: 'Account' },
        { to: '/supplier/update', label: 'Update Profile' },
        { to: '/supplier/costing', label: 'Material Costing' },
        { to: '/supplier/updatecosting', label: 'Update Costing' },
      ]}
    />
  );
}
