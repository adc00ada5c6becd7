import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Loading } from './loading';

type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;

/**
 * A list the server answers a page at a time (docs/product.md#pagination): its loading, refusal and
 * empty
 * states, the items drawn by `children`, and Show more while there are more.
 */
export function PagedList<T>({
  list,
  loadingLabel,
  empty,
  children,
}: {
  list: PagedQuery<T>;
  loadingLabel: string;
  /** What the empty list says, as the heading of its empty state. */
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {list.isPending && <Loading label={loadingLabel} />}
      {list.isError && <Alert kind="error">{list.error.message}</Alert>}
      {list.isSuccess && items.length === 0 && <EmptyState title={empty} />}
      {items.length > 0 && children(items)}
      {list.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          className="self-start"
        >
          {t('common.action.showMore')}
        </Button>
      )}
    </>
  );
}
