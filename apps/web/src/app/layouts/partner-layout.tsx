import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAccount } from '../../lib/session';

export default function PartnerLayout() {
  const partner = useAccount('service-provider');
  // SPEC §2: the header greets the partner by the first word of its name.
  const firstName = partner.name?.trim().split(/\s+/)[0];
  return (
    <AreaShell
      area="Service Partner"
      home="/service-provider"
      logout={(placement) => (
        <LogoutButton role="service-provider" label="Logout" placement={placement} />
      )}
      headerExtra={
        <>
          {firstName && <span className="hidden text-sm font-medium sm:inline">{firstName}</span>}
          <NotificationBell role="service-provider" />
        </>
      }
      nav={[
        { to: '/service-provider', label: 'New Projects', end: true },
        { to: '/service-provider/inprogress', label: 'In Progress' },
        { to: '/service-provider/completed', label: 'Completed Projects' },
        { to: '/service-provider/account', label: 'Account' },
        { to: '/service-provider/updateprofile', label: 'Update Profile' },
        { to: `/service-provider/publicprofile/${partner._id}`, label: 'Public Profile' },
      ]}
    />
  );
}
