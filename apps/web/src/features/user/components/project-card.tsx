import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { relativeTime } from '@greenscape/shared/relative-time';
import type { Project } from '@greenscape/shared/schemas/projects';
import { serviceLabels } from '@greenscape/shared/services';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p className="text-xs text-stone-500">
        <time dateTime={project.createdAt}>{relativeTime(project.createdAt)}</time>
      </p>
      <h2 className="text-lg font-semibold text-stone-900">{serviceLabels[project.service]}</h2>
      <p className="break-all font-mono text-xs text-stone-500">{project._id}</p>
      <p className="text-sm">
        Status: <span className="font-medium text-brand-dark">{project.status}</span>
      </p>
      <Link
        to={pages.userProject(project._id)}
        className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        aria-label={`See Details of the ${serviceLabels[project.service]} project ${project._id}`}
      >
        See Details
      </Link>
    </li>
  );
}
