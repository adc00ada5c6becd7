import { pages } from '@greenscape/shared/pages';
import { TabNav } from '../../../components/ui/tab-nav';
import { useT } from '../../../i18n/use-t';

/**
 * The partner's three project lists as tabs above each of them on phones: below 768 px the side
 * menu is folded into the hamburger, and a partner did not find In Progress and Completed there.
 * From 768 px the side menu shows them already.
 */
export function PartnerTabs() {
  const t = useT();
  return (
    <div className="mb-4 md:hidden">
      <TabNav
        label={t('partner.tabs.label')}
        tabs={[
          { to: pages.partnerHome, label: t('common.nav.newProjects') },
          { to: pages.partnerTab('inprogress'), label: t('common.nav.inProgress') },
          { to: pages.partnerTab('completed'), label: t('common.nav.completedProjects') },
        ]}
      />
    </div>
  );
}
