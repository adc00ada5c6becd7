import { serviceLabels } from '@greenscape/shared/services';

// The four services, each with a small illustration of its own.
const services = [
  {
    key: 'landscaping',
    text: 'Lawns, borders, pathways, water features and lighting, planned around how you use the space.',
    icon: 'M3 20h18M6 20v-5a3 3 0 016 0v5M12 20V9a4 4 0 018 0v11M9 12V8',
  },
  {
    key: 'vertical-gardening',
    text: 'Living walls for balconies, lobbies and facades, with drip irrigation built in.',
    icon: 'M5 3h14v18H5zM5 9h14M5 15h14M9 6h.01M15 12h.01M9 18h.01',
  },
  {
    key: 'terrace-gardening',
    text: 'Waterproofed, shaded rooftop gardens with raised beds and seating.',
    icon: 'M3 11l9-7 9 7M5 10v10h14V10M9 20v-5h6v5',
  },
  {
    key: 'kitchen-gardening',
    text: 'Herbs and vegetables in raised beds or containers, grown organically.',
    icon: 'M12 21V11M12 11c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2-5-6-5 0 3 2 5 6 5z',
  },
] as const;

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-brand-light py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="services-title" className="text-3xl font-bold text-brand">
          Our services
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <li key={s.key} className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm">
              <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
                <path
                  d={s.icon}
                  fill="none"
                  stroke="#3B726A"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3 className="text-lg font-semibold text-stone-900">{serviceLabels[s.key]}</h3>
              <p className="text-sm text-stone-700">{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
