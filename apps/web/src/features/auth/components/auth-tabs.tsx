import { NavLink } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

// The top bar of every sign-in page (docs/product.md#screens): which kind of account is signing in.
const tabs: { to: string; label: MessageId }[] = [
  { to: pages.signIn(), label: 'auth.tabs.user' },
  { to: pages.signIn('supplier'), label: 'auth.tabs.supplier' },
  { to: pages.signIn('service-provider'), label: 'auth.tabs.partner' },
];

export function AuthTabs() {
  const t = useT();
  return (
    <nav aria-label={t('auth.tabs.label')} className="flex gap-2 border-b border-stone-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              isActive
                ? 'border-brand text-brand'
                : 'border-transparent text-stone-600 hover:text-brand'
            }`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
