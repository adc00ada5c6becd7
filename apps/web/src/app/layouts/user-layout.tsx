import { pages } from '@greenscape/shared/pages';
import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

// Customer area menu (docs/product.md#screens); Home is only in the mobile menu there, kept in both
// here.
export default function UserLayout() {
  return (
    <AreaShell
      logout={(placement) => <LogoutButton role="user" label="Logout" placement={placement} />}
      headerExtra={
        <>
          <NotificationBell role="user" />
        </>
      }
      area="Customer"
      home={pages.home}
      nav={[
        { to: pages.home, label: 'Home', end: true },
        { to: pages.userHome, label: 'Account', end: true },
        { to: pages.userProfile, label: 'Update Profile' },
        { to: pages.userProjects, label: 'Project Details' },
        { to: pages.userPayment, label: 'Payment Options' },
        { to: pages.userSupport, label: 'Support' },
      ]}
    />
  );
}
