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
import { useAccount } from '../../lib/session';

export default function PartnerLayout() {
  const t = useT();
  useAccountLanguage('service-provider');
  // The app a customer or partner installs and opens on site (docs/offline.md).
  useInstallableApp();
  const unsent = useUnsentActions('service-provider');
  const partner = useAccount('service-provider');
  // docs/product.md#screens: the header greets the partner by the first word of its name.
  const firstName = partner.name?.trim().split(/\s+/)[0];
  return (
    <AreaShell
      notice={<OfflineNotice />}
      area={t('common.area.partner')}
      home={pages.partnerHome}
      logout={(placement) => (
        <LogoutButton
          role="service-provider"
          label={t('common.nav.logout')}
          placement={placement}
          unsent={unsent}
        />
      )}
      headerExtra={
        <>
          {firstName && <span className="hidden text-sm font-medium sm:inline">{firstName}</span>}
          <OutboxButton role="service-provider" />
          <NotificationBell role="service-provider" />
        </>
      }
      nav={[
        { to: pages.partnerHome, label: t('common.nav.newProjects'), end: true },
        { to: pages.partnerTab('inprogress'), label: t('common.nav.inProgress') },
        { to: pages.partnerTab('completed'), label: t('common.nav.completedProjects') },
        { to: pages.partnerAccount, label: t('common.nav.account') },
        { to: pages.partnerUpdateProfile, label: t('common.nav.updateProfile') },
        { to: pages.partnerPreferences, label: t('common.preferences.nav') },
        { to: pages.partnerOwnPublicProfile(partner._id), label: t('common.nav.publicProfile') },
      ]}
    />
  );
}
