import { trustClaims } from '@greenscape/shared/claims';

// Six trust marks drawn as icons: no photograph shows what they promise. Each says only what the
// data or the workflow's rules bear out (packages/shared/src/claims.ts, issue 18.13).
const badges = [
  { label: trustClaims.projects, path: 'M5 19c8 0 14-6 14-14-8 0-14 6-14 14zm0 0l7-7' },
  {
    label: trustClaims.reviews,
    path: 'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z',
  },
  {
    label: trustClaims.cities,
    path: 'M12 22s7-7 7-12a7 7 0 00-14 0c0 5 7 12 7 12zm0-9a3 3 0 100-6 3 3 0 000 6z',
  },
  { label: trustClaims.quotations, path: 'M4 12l5 5L20 6' },
  { label: trustClaims.lines, path: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4' },
  { label: trustClaims.water, path: 'M12 3s6 7 6 11a6 6 0 01-12 0c0-4 6-11 6-11z' },
];

export function TrustBadges() {
  return (
    <ul className="mx-auto mt-12 grid max-w-6xl grid-cols-1 gap-4 px-4 sm:grid-cols-3 md:grid-cols-6">
      {badges.map((b) => (
        <li
          key={b.label}
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
          <span className="text-sm font-medium text-brand-dark">{b.label}</span>
        </li>
      ))}
    </ul>
  );
}
