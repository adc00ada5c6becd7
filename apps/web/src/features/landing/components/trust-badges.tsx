import { claims } from '@greenscape/shared/claims';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/namespaces';

// Six trust marks drawn as icons: no photograph shows what they promise. Each says only what the
// data or the workflow's rules bear out (packages/shared/src/claims.ts); the numbers
// come from there, the words from the landing catalogue.
const badges: { id: MessageId; values?: Record<string, number>; path: string }[] = [
  {
    id: 'landing.trust.projects',
    values: { count: claims.projectsCompleted },
    path: 'M5 19c8 0 14-6 14-14-8 0-14 6-14 14zm0 0l7-7',
  },
  {
    id: 'landing.trust.reviews',
    values: { rating: claims.averageRating, count: claims.reviewCount },
    path: 'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z',
  },
  {
    id: 'landing.trust.cities',
    values: { count: claims.partnerCities },
    path: 'M12 22s7-7 7-12a7 7 0 00-14 0c0 5 7 12 7 12zm0-9a3 3 0 100-6 3 3 0 000 6z',
  },
  {
    id: 'landing.trust.quotations',
    values: { count: claims.quotationsPerProject },
    path: 'M4 12l5 5L20 6',
  },
  { id: 'landing.trust.lines', path: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4' },
  { id: 'landing.trust.water', path: 'M12 3s6 7 6 11a6 6 0 01-12 0c0-4 6-11 6-11z' },
];

export function TrustBadges() {
  const t = useT();
  return (
    <ul className="mx-auto mt-12 grid max-w-6xl grid-cols-1 gap-4 px-4 sm:grid-cols-3 md:grid-cols-6">
      {badges.map((b) => (
        <li
          key={b.id}
          className="flex flex-col items-center gap-2 rounded-lg bg-brand-light p-4 text-center"
        >
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
            <path
              d={b.path}
              fill="none"
              stroke="#3B726A"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span className="text-sm font-medium break-words text-brand-dark">
            {t(b.id, b.values)}
          </span>
        </li>
      ))}
    </ul>
  );
}
