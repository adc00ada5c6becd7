import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

// Customer area menu (SPEC §2); Home is only in the mobile menu there, kept in both here.
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
      home="/"
      nav={[
        { to: '/', label: 'Home', end: true },
        { to: '/user', label: 'Account', end: true },
        { to: '/user/profile', label: 'Update Profile' },
        { to: '/user/project', label: 'Project Details' },
        { to: '/user/payment', label: 'Payment Options' },
        { to: '/user/support', label: 'Support' },
      ]}
    />
  );
}
