import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { serviceLabels } from '@greenscape/shared/services';
import { customerStatusOf } from '@greenscape/shared/stages';

export function ProjectFacts({ project }: { project: Project }) {
  const facts: [string, string][] = [
    ['Project Id', project._id],
    ['Service Required', serviceLabels[project.service]],
    ['Budget', budgetLabel(project.budget) ?? project.budget],
    ['Area', areaLabel(project.area) ?? messages.notDefined],
    ['Stage', customerStatusOf(project.workflow).label],
  ];
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd className="break-all text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line text-stone-700">{project.desc}</p>
      {project.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Your photos">
          {project.photos.map((url, index) => (
            <li key={url}>
              <img
                src={`${url}/thumb`}
                alt={`Your photo ${index + 1}`}
                loading="lazy"
                className="h-20 w-28 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
