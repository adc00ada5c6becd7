import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { projectsQuery } from '../api/projects';
import { ProjectCard } from '../components/project-card';

/** The customer's projects; with none yet, an empty state that starts the first one (issue 18.14). */
export default function ProjectsPage() {
  const user = useAccount('user');
  const projects = useQuery(projectsQuery(user._id));
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page title="Your Projects">
      {notice && <Alert kind="success">{notice}</Alert>}
      {projects.data?.length !== 0 && (
        <Link
          to={pages.userNewProject}
          className="self-start rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          New Project
        </Link>
      )}
      {projects.isPending && <Loading label="Loading your projects…" />}
      {projects.isError && <Alert kind="error">{projects.error.message}</Alert>}
      {projects.data?.length === 0 && (
        <EmptyState
          title={messages.noProjectsYet}
          action={
            <Link
              to={pages.userNewProject}
              className="rounded-md bg-brand px-5 py-3 font-semibold text-white shadow hover:bg-brand-dark"
            >
              Start your project
            </Link>
          }
        >
          {messages.noProjectsYetDetail}
        </EmptyState>
      )}
      {projects.data && projects.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {projects.data.map((project) => (
            <ProjectCard key={project._id} project={project} />
          ))}
        </ul>
      )}
    </Page>
  );
}
