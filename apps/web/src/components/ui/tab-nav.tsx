import { NavLink } from 'react-router';

export type Tab = { to: string; label: string; end?: boolean };

/** Route-backed tabs: each tab is a link, so a reload keeps the open tab. */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 border-b border-stone-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? true}
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
