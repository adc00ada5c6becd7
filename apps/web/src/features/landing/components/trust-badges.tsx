// Six trust marks drawn as icons: no photograph shows what they promise.
const badges = [
  {
    label: 'Certified horticulturists',
    path: 'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z',
  },
  { label: 'Organic practices', path: 'M5 19c8 0 14-6 14-14-8 0-14 6-14 14zm0 0l7-7' },
  { label: 'Water-wise irrigation', path: 'M12 3s6 7 6 11a6 6 0 01-12 0c0-4 6-11 6-11z' },
  { label: 'Verified partners', path: 'M4 12l5 5L20 6' },
  { label: 'Transparent quotations', path: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4' },
  { label: 'After-care support', path: 'M12 21s-8-5-8-11a5 5 0 019-3 5 5 0 019 3c0 6-8 11-8 11z' },
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
