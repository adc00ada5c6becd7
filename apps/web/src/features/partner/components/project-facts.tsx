import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import type { PartnerProject } from '@greenscape/shared/schemas/workspaces';
import { serviceLabels } from '@greenscape/shared/services';
import { Carousel } from '../../../components/ui/carousel';

/**
 * What a partner sees of a project (issue 6: never the customer's name, phone or address), on
 * Project Info and on the invitation page (issue 18.5): the service, the customer's city, budget
 * and area, the customer's photos and requirement, and the design the customer chose, which is
 * what the partner prices.
 */
export function ProjectFacts({ project }: { project: PartnerProject }) {
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-stone-500">Project Id</dt>
        <dd className="break-all">{project._id}</dd>
        <dt className="text-sm text-stone-500">Service Required</dt>
        <dd>{serviceLabels[project.service]}</dd>
        <dt className="text-sm text-stone-500">City</dt>
        <dd>{project.city ?? messages.notDefined}</dd>
        <dt className="text-sm text-stone-500">Budget</dt>
        <dd>{budgetLabel(project.budget) ?? project.budget}</dd>
        <dt className="text-sm text-stone-500">Area</dt>
        <dd>{areaLabel(project.area) ?? messages.notDefined}</dd>
      </dl>
      <section aria-labelledby="chosen-design" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="chosen-design" className="mb-2 text-lg font-semibold">
          Chosen design
        </h2>
        {project.design ? (
          <img
            src={project.design}
            alt="The design the customer chose"
            className="max-h-96 w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-stone-600">The customer has not chosen a design yet.</p>
        )}
      </section>
      <section aria-labelledby="customer-photos" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="customer-photos" className="mb-2 text-lg font-semibold">
          Customer&apos;s photos
        </h2>
        <Carousel images={project.photos} label="Project photo" />
      </section>
      <section aria-labelledby="requirement" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="requirement" className="mb-2 text-lg font-semibold">
          Customer Requirement
        </h2>
        <p className="whitespace-pre-line">{project.desc}</p>
      </section>
    </>
  );
}
