import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { relativeTime } from '@greenscape/shared/relative-time';
import type { Project } from '@greenscape/shared/schemas/projects';
import { serviceLabels } from '@greenscape/shared/services';
import { customerStatusOf } from '@greenscape/shared/stages';
import { ProjectRef } from '../../../components/ui/project-ref';

/** A project on the customer's list: where it stands in their words, and whether it waits for them. */
export function ProjectCard({ project }: { project: Project }) {
  const status = customerStatusOf(project.workflow);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p className="text-xs text-stone-500">
        <time dateTime={project.createdAt}>{relativeTime(project.createdAt)}</time>
      </p>
      <h2 className="text-lg font-semibold text-stone-900">{serviceLabels[project.service]}</h2>
      <ProjectRef value={project.ref} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          Stage: <span className="font-medium text-brand-dark">{status.label}</span>
        </span>
        {status.yourTurn && (
          <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
            Your turn
          </span>
        )}
      </p>
      <Link
        to={pages.userProject(project._id)}
        className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        aria-label={`See Details of the ${serviceLabels[project.service]} project ${project.ref}`}
      >
        See Details
      </Link>
    </li>
  );
}
