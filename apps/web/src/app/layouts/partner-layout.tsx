import { pages } from '@greenscape/shared/pages';
import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAccount } from '../../lib/session';

export default function PartnerLayout() {
  const partner = useAccount('service-provider');
  // docs/product.md#screens: the header greets the partner by the first word of its name.
  const firstName = partner.name?.trim().split(/\s+/)[0];
  return (
    <AreaShell
      area="Service Partner"
      home={pages.partnerHome}
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
        { to: pages.partnerHome, label: 'New Projects', end: true },
        { to: pages.partnerTab('inprogress'), label: 'In Progress' },
        { to: pages.partnerTab('completed'), label: 'Completed Projects' },
        { to: pages.partnerAccount, label: 'Account' },
        { to: pages.partnerUpdateProfile, label: 'Update Profile' },
        { to: pages.partnerOwnPublicProfile(partner._id), label: 'Public Profile' },
      ]}
    />
  );
}
