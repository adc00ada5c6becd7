import { useEffect } from 'react';
import { pages } from '@greenscape/shared/pages';
import { AreaShell } from '../../components/ui/area-shell';
import { AdminTiles } from '../../features/admin/components/admin-tiles';
import { PricingButton } from '../../features/admin/components/pricing-panel';
import { ProjectSearch } from '../../features/admin/components/project-search';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { setLanguage } from '../../i18n/language-store';

export default function AdminLayout() {
  // English on every visit (app/area-routes.tsx sets it before the first one), not only the first.
  useEffect(() => {
    void setLanguage('en', false);
  }, []);
  return (
    <AreaShell
      area="Admin"
      languageSwitch={false}
      // Search, prices, the bell and the menu: with the brand's name they pass 375 px.
      compactBrand
      home={pages.adminHome}
      logout={(placement) => <LogoutButton role="admin" label="LogOut" placement={placement} />}
      headerExtra={
        <>
          <ProjectSearch />
          <PricingButton />
          <NotificationBell role="admin" />
        </>
      }
      aside={<AdminTiles />}
      nav={[
        { to: pages.adminHome, label: 'New Projects', end: true },
        { to: pages.adminTab('inprogress'), label: 'In Progress' },
        { to: pages.adminTab('completed'), label: 'Completed' },
      ]}
    />
  );
}
