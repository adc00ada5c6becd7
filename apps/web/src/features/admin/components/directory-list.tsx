import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhone } from '@greenscape/shared/phone';
import { partnerServiceOptions } from '@greenscape/shared/services';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { directoryQuery, type DirectoryKind } from '../api/directory';
import { ScrollArea } from '../../../components/ui/scroll-area';

const serviceLabel = (key: string) =>
  partnerServiceOptions.find((o) => o.key === key)?.label ?? key;

/** A tile's list: searchable, a page at a time (DECISIONS §6). */
export function DirectoryList({ kind, title }: { kind: DirectoryKind; title: string }) {
  const admin = useAccount('admin');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const list = useInfiniteQuery(directoryQuery(admin._id, kind, q));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const partners = kind === 'partners';
  return (
    <Page title={title}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
        className="flex max-w-md gap-2"
      >
        <label htmlFor="directory-search" className="sr-only">
          Search {title}
        </label>
        <input
          id="directory-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, e-mail, phone or city"
          className="flex-1 rounded-md border border-stone-300 px-3 py-2"
        />
        <Button>Search</Button>
      </form>
      {list.isPending && <Loading label={`Loading ${title.toLowerCase()}…`} />}
      {list.isError && <Alert kind="error">{list.error.message}</Alert>}
      {list.isSuccess && rows.length === 0 && <p className="text-stone-600">Nobody matches.</p>}
      {rows.length > 0 && (
        <ScrollArea label="Directory table" className="rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs uppercase text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  City
                </th>
                {partners && (
                  <th scope="col" className="px-3 py-2">
                    Services
                  </th>
                )}
                {partners && (
                  <th scope="col" className="px-3 py-2">
                    Projects completed
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r._id} className="border-t border-stone-100">
                  <td className="px-3 py-2">{r.name ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.phone ? formatPhone(r.phone) : '—'}
                  </td>
                  <td className="px-3 py-2">{r.email ?? '—'}</td>
                  <td className="px-3 py-2">{r.city ?? '—'}</td>
                  {partners && (
                    <td className="px-3 py-2">
                      {(r.servicesOffered ?? []).map(serviceLabel).join(', ')}
                    </td>
                  )}
                  {partners && (
                    <td className="px-3 py-2 text-right">{r.totalProjectsCompleted ?? 0}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
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
