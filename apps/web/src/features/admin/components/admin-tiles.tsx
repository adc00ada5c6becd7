import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { useAccount } from '../../../lib/session';
import { countsQuery } from '../api/directory';

/** The left panel's tiles, each with its real count (docs/product.md#admin-tools). */
export function AdminTiles() {
  const admin = useAccount('admin');
  const { data } = useQuery(countsQuery(admin._id));
  const tiles = [
    { to: pages.adminPartners, label: 'Service Providers', count: data?.partners },
    { to: pages.adminSuppliers, label: 'Suppliers', count: data?.suppliers },
    { to: pages.adminCustomers, label: 'Customers', count: data?.customers },
    { to: pages.adminSupport, label: 'Support inbox', count: data?.openSupport },
    // All the payments customers reported that wait for the team, not the first page's.
    { to: pages.adminPayments, label: 'Payments', count: data?.paymentsWaiting },
    // Its page counts its two lists itself (features/admin/routes/after-care-page.tsx).
    { to: pages.adminAfterCare, label: 'After care', count: null },
  ];
  return (
    <nav aria-label="Directory" className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4">
      {tiles.map((tile) => (
        <NavLink
          key={tile.to}
          to={tile.to}
          className={({ isActive }) =>
            `flex items-center justify-between rounded-lg border px-3 py-2 text-sm font-medium ${
              isActive
                ? 'border-brand bg-brand-light text-brand-dark'
                : 'border-stone-200 text-stone-700 hover:bg-stone-50'
            }`
          }
        >
          {tile.label}
          {tile.count !== null && (
            <span
              className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white"
              aria-label={`${tile.count ?? 0} ${tile.label}`}
            >
              {tile.count ?? '…'}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
