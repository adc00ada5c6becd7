import { pages } from '@greenscape/shared/pages';
import { AreaShell } from '../../components/ui/area-shell';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { OfflineNotice } from '../../features/offline/components/offline-notice';
import { OutboxButton } from '../../features/offline/components/outbox-button';
import { useInstallableApp } from '../../features/offline/use-installable-app';
import { useUnsentActions } from '../../features/offline/use-outbox';
import { useT } from '../../i18n/use-t';
import { useAccountLanguage } from '../../i18n/use-account-language';

// Customer area menu (docs/product.md#screens); Home is only in the mobile menu there, kept in both
// here.
export default function UserLayout() {
  const t = useT();
  useAccountLanguage('user');
  // The app a customer or partner installs and opens on site (docs/offline.md).
  useInstallableApp();
  const unsent = useUnsentActions('user');
  return (
    <AreaShell
      notice={<OfflineNotice />}
      logout={(placement) => (
        <LogoutButton
          role="user"
          label={t('common.nav.logout')}
          placement={placement}
          unsent={unsent}
        />
      )}
      headerExtra={
        <>
          <OutboxButton role="user" />
          <NotificationBell role="user" />
        </>
      }
      area={t('common.area.customer')}
      home={pages.home}
      nav={[
        { to: pages.home, label: t('common.nav.home'), end: true },
        { to: pages.userHome, label: t('common.nav.account'), end: true },
        { to: pages.userProfile, label: t('common.nav.updateProfile') },
        { to: pages.userPreferences, label: t('common.preferences.nav') },
        { to: pages.userProjects, label: t('common.nav.projectDetails') },
        { to: pages.userPayment, label: t('common.nav.paymentOptions') },
        { to: pages.userSupport, label: t('common.nav.support') },
      ]}
    />
  );
}
