import { pages } from '@greenscape/shared/pages';
import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useT } from '../../i18n/use-t';
import { useAccountLanguage } from '../../i18n/use-account-language';

export default function SupplierLayout() {
  const t = useT();
  useAccountLanguage('supplier');
  return (
    <AreaShell
      logout={(placement) => (
        <LogoutButton role="supplier" label={t('common.nav.logout')} placement={placement} />
      )}
      headerExtra={
        <>
          <NotificationBell role="supplier" />
        </>
      }
      area={t('common.area.supplier')}
      home={pages.supplierHome}
      nav={[
        { to: pages.supplierAccount, label: t('common.nav.account') },
        { to: pages.supplierUpdate, label: t('common.nav.updateProfile') },
        { to: pages.supplierPreferences, label: t('common.preferences.nav') },
        { to: pages.supplierCosting, label: t('common.nav.materialCosting') },
        { to: pages.supplierUpdateCosting, label: t('common.nav.updateCosting') },
      ]}
    />
  );
}
