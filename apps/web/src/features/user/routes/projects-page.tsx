import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { projectsQuery } from '../api/projects';
import { ProjectCard } from '../components/project-card';

/** The customer's projects; with none yet, an empty state that starts the first one. */
export default function ProjectsPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const projects = useQuery(projectsQuery(user._id));
  // The notice is one of the shared texts (messages.projectCreated), written when it was sent.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page title={t('user.projects.title')}>
      {notice && <Alert kind="success">{localize(notice)}</Alert>}
      {projects.data?.length !== 0 && (
        <Link
          to={pages.userNewProject}
          className="self-start rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t('user.projects.new')}
        </Link>
      )}
      {projects.isPending && <Loading label={t('user.projects.loading')} />}
      {projects.isError && <Alert kind="error">{localize(projects.error.message)}</Alert>}
      {projects.data?.length === 0 && (
        <EmptyState
          title={localize(messages.noProjectsYet)}
          action={
            <Link
              to={pages.userNewProject}
              className="rounded-md bg-brand px-5 py-3 font-semibold text-white shadow hover:bg-brand-dark"
            >
              {t('user.projects.start')}
            </Link>
          }
        >
          {localize(messages.noProjectsYetDetail)}
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
