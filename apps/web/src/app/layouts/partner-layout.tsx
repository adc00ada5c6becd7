import { AreaShell } from '../../components/ui/area-shell';

export default function PartnerLayout() {
  return (
    <AreaShell
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
