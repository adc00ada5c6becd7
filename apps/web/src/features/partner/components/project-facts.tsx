import { messages } from '@greenscape/shared/messages';
import type { PartnerProject } from '@greenscape/shared/schemas/workspaces';
import { Carousel } from '../../../components/ui/carousel';
import { serviceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { SiteCard } from '../../site/components/site-card';
import { areaId, budgetId } from './project-labels';

/**
 * What a partner sees of a project, on Project Info and on the invitation page: the service, the
 * site (its city and pincode until the partner is picked, then its address with a maps link),
 * budget and area, the customer's photos and requirement, and the design the customer chose,
 * which is what the partner prices. Never the customer's name or phone
 * (docs/product.md#workflow, #the-site).
 */
export function ProjectFacts({ project }: { project: PartnerProject }) {
  const t = useT();
  const localize = useLocalize();
  const budget = budgetId(project.budget);
  const area = areaId(project.area);
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-stone-500">{t('partner.facts.projectId')}</dt>
        <dd>{project.ref}</dd>
        <dt className="text-sm text-stone-500">{t('partner.facts.service')}</dt>
        <dd>{t(serviceNameId(project.service))}</dd>
        {/* With a site, its card below says the city (with the pincode or the address). */}
        {!project.site && (
          <>
            <dt className="text-sm text-stone-500">{t('partner.facts.city')}</dt>
            <dd>{project.city ?? localize(messages.notDefined)}</dd>
          </>
        )}
        <dt className="text-sm text-stone-500">{t('partner.facts.budget')}</dt>
        <dd>{budget ? t(budget) : project.budget}</dd>
        <dt className="text-sm text-stone-500">{t('partner.facts.area')}</dt>
        <dd>{area ? t(area) : localize(messages.notDefined)}</dd>
      </dl>
      {project.site && (
        <SiteCard
          site={project.site}
          projectId={project._id}
          note={
            project.standing === 'open' || project.standing === 'applied'
              ? t('common.site.areaOnly')
              : undefined
          }
        />
      )}
      <section aria-labelledby="chosen-design" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="chosen-design" className="mb-2 text-lg font-semibold">
          {t('partner.facts.chosenDesign')}
        </h2>
        {project.design ? (
          <img
            src={project.design}
            alt={t('partner.facts.chosenDesignAlt')}
            className="max-h-96 w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-stone-600">{t('partner.facts.noDesign')}</p>
        )}
      </section>
      <section aria-labelledby="customer-photos" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="customer-photos" className="mb-2 text-lg font-semibold">
          {t('partner.facts.photos')}
        </h2>
        <Carousel images={project.photos} label={t('partner.facts.photoLabel')} />
      </section>
      <section aria-labelledby="requirement" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="requirement" className="mb-2 text-lg font-semibold">
          {t('partner.facts.requirement')}
        </h2>
        <p className="whitespace-pre-line break-words">{project.desc}</p>
      </section>
    </>
  );
}
