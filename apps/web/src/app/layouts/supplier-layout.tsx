import { pages } from '@greenscape/shared/pages';
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
      home={pages.supplierHome}
      nav={[
        { to: pages.supplierAccount, label: 'Account' },
        { to: pages.supplierUpdate, label: 'Update Profile' },
        { to: pages.supplierCosting, label: 'Material Costing' },
        { to: pages.supplierUpdateCosting, label: 'Update Costing' },
      ]}
    />
  );
}
