import { NavLink } from 'react-router';
import { pages } from '@greenscape/shared/pages';

// The top bar of every sign-in page (docs/product.md#screens): which kind of account is signing in.
const tabs = [
  { to: pages.signIn(), label: 'User' },
  { to: pages.signIn('supplier'), label: 'Supplier' },
  { to: pages.signIn('service-provider'), label: 'Service Partner' },
];

export function AuthTabs() {
  return (
    <nav aria-label="Account kind" className="flex gap-2 border-b border-stone-200">
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
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
