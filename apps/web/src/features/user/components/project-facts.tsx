import { messages } from '@greenscape/shared/messages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { serviceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { areaTextId, budgetTextId, useCustomerStatus } from './customer-texts';
import { thumbOf } from '@greenscape/shared/schemas/projects';

export function ProjectFacts({ project }: { project: Project }) {
  const t = useT();
  const localize = useLocalize();
  const status = useCustomerStatus()(project.workflow);
  const budget = budgetTextId(project.budget);
  const area = areaTextId(project.area);
  const facts: [string, string][] = [
    [t('user.facts.id'), project.ref],
    [t('user.facts.service'), t(serviceNameId(project.service))],
    [t('user.facts.budget'), budget ? t(budget) : project.budget],
    [t('user.facts.area'), area ? t(area) : localize(messages.notDefined)],
    [t('user.facts.stage'), status.label],
  ];
  return (
    <section
      aria-labelledby="details-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="details-title" className="text-lg font-semibold text-stone-900">
        {t('user.facts.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line text-stone-700">{project.desc}</p>
      {project.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('user.facts.photos')}>
          {project.photos.map((url, index) => (
            <li key={url}>
              <img
                src={thumbOf(url)}
                alt={t('user.facts.photo', { num: index + 1 })}
                loading="lazy"
                className="h-20 w-28 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
