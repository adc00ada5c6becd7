import { serviceLabels } from '@greenscape/shared/services';
import { serviceIllustrations } from '../../../components/ui/service-illustrations';

// The four services, each with its illustration (components/ui/service-illustrations.ts).
const services = [
  {
    key: 'landscaping',
    text: 'Lawns, borders, pathways, water features and lighting, planned around how you use the space.',
  },
  {
    key: 'vertical-gardening',
    text: 'Living walls for balconies, lobbies and facades, with drip irrigation built in.',
  },
  {
    key: 'terrace-gardening',
    text: 'Waterproofed, shaded rooftop gardens with raised beds and seating.',
  },
  {
    key: 'kitchen-gardening',
    text: 'Herbs and vegetables in raised beds or containers, grown organically.',
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
            <li
              key={s.key}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
            >
              <img
                src={serviceIllustrations[s.key]}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-col gap-2 p-5">
                <h3 className="text-lg font-semibold text-stone-900">{serviceLabels[s.key]}</h3>
                <p className="text-sm text-stone-700">{s.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
