import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';

export default function PartnerLayout() {
  return (
    <AreaShell
      headerExtra={<LogoutButton role="service-provider" label="Logout" />}
      area="Service Partner"
      home="/service-provider"
      nav={[
        { to: '/service-provider', label: 'New Projects', end: true },
        { to: '/service-provider/inprogress', label: 'In Progress' },
        { to: '/service-provider/completed', label: 'Completed Projects' },
        { to: '/service-provider/account', label: 'Account' },
        { to: '/service-provider/updateprofile', label: 'Update Profile' },
      ]}
    />
  );
}
