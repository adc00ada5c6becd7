import { AreaShell } from '../../components/ui/area-shell';

export default function SupplierLayout() {
  return (
    <AreaShell
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
