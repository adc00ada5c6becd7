import type { ServiceKey } from '@greenscape/shared/services';
import { serviceIllustrations } from '../../../components/ui/service-illustrations';
import { serviceNameId } from '../../../i18n/service-names';
import { useT } from '../../../i18n/use-t';

// The four services, each with its illustration (components/ui/service-illustrations.ts) and its
// line in the landing catalogue.
const services = [
  'landscaping',
  'vertical-gardening',
  'terrace-gardening',
  'kitchen-gardening',
] as const satisfies readonly ServiceKey[];

export function ServicesSection() {
  const t = useT();
  return (
    <section id="services" aria-labelledby="services-title" className="bg-brand-light py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="services-title" className="text-3xl font-bold text-brand">
          {t('landing.services.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((key) => (
            <li
              key={key}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
            >
              <img
                src={serviceIllustrations[key]}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-col gap-2 p-5">
                <h3 className="text-lg font-semibold text-stone-900">{t(serviceNameId(key))}</h3>
                <p className="text-sm text-stone-700">{t(`landing.services.${key}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
