import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectListType } from '@greenscape/shared/schemas/admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { projectListQuery } from '../api/projects';
import { AdminProjectCard } from './project-card';

/** One project tab (DECISIONS §5): newest first, more on request. */
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
  const projects = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page title={title}>
      {list.isPending && <Loading label="Loading projects…" />}
      {list.isError && <Alert kind="error">{list.error.message}</Alert>}
      {list.isSuccess && projects.length === 0 && <p className="text-stone-600">{empty}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <AdminProjectCard key={project._id} project={project} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          className="self-start"
        >
          Show more
        </Button>
      )}
    </Page>
  );
}
