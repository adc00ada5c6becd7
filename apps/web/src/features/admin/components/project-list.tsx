import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectListType } from '@greenscape/shared/schemas/admin';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { useAccount } from '../../../lib/session';
import { projectListQuery } from '../api/projects';
import { AdminProjectCard } from './project-card';

/** One project tab (docs/product.md#pagination): newest first, more on request. */
export function ProjectList({
  type,
  title,
  empty,
}: {
  type: ProjectListType;
  title: string;
  empty: string;
}) {
  const admin = useAccount('admin');
  const list = useInfiniteQuery(projectListQuery(admin._id, type));
  return (
    <Page title={title}>
      <PagedList list={list} loadingLabel="Loading projects…" empty={empty}>
        {(projects) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {projects.map((project) => (
              <AdminProjectCard key={project._id} project={project} />
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}
