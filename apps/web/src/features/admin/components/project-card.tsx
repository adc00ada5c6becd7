import { Link } from 'react-router';
import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import type { StaffProject } from '@greenscape/shared/schemas/admin';
import { serviceLabels } from '@greenscape/shared/services';
import { ProjectRef } from '../../../components/ui/project-ref';
import { ProjectStage } from './project-stage';
import { machineOf } from '@greenscape/shared/project-machine';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * The admin's project card (docs/product.md#screens): created date, service, where the project
 * stands and who must act, customer budget, area, and the way in.
 */
export function AdminProjectCard({ project }: { project: StaffProject }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-xs text-stone-500">
        <time dateTime={project.createdAt}>{dateFormat.format(new Date(project.createdAt))}</time>
        {project.clientName && ` · ${project.clientName}`}
      </p>
      <h2 className="text-lg font-semibold">{serviceLabels[project.service]}</h2>
      <ProjectRef value={project.ref} />
      <div className="mb-1">
        <ProjectStage workflow={project.workflow} />
      </div>
      <p className="text-sm">Customer Budget: {budgetLabel(project.budget) ?? project.budget}</p>
      <p className="text-sm">Area: {areaLabel(project.area) ?? messages.notSpecified}</p>
      <Link
        to={pages.adminProject(project._id)}
        className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        {machineOf(project.workflow).completed ? 'See details' : 'Open project'}
      </Link>
    </li>
  );
}
