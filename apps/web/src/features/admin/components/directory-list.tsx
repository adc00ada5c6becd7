import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhone } from '@greenscape/shared/phone';
import { partnerServiceOptions } from '@greenscape/shared/services';
import type { DirectoryEntry, PartnerEntry } from '@greenscape/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { useAccount } from '../../../lib/session';
import { directoryQuery, type DirectoryKind } from '../api/directory';

const serviceLabel = (key: string) =>
  partnerServiceOptions.find((o) => o.key === key)?.label ?? key;

type Entry = DirectoryEntry & Partial<PartnerEntry>;

const contactColumns: Column<Entry>[] = [
  { header: 'Name', cell: (r) => r.name ?? '—' },
  {
    header: 'Phone',
    cell: (r) => <span className="whitespace-nowrap">{r.phone ? formatPhone(r.phone) : '—'}</span>,
  },
  { header: 'E-mail', cell: (r) => r.email ?? '—' },
  { header: 'City', cell: (r) => r.city ?? '—' },
];
const partnerColumns: Column<Entry>[] = [
  { header: 'Services', cell: (r) => (r.servicesOffered ?? []).map(serviceLabel).join(', ') },
  { header: 'Projects completed', align: 'right', cell: (r) => r.totalProjectsCompleted ?? 0 },
];

/** A tile's list: searchable, a page at a time (docs/product.md#admin-tools). */
export function DirectoryList({ kind, title }: { kind: DirectoryKind; title: string }) {
  const admin = useAccount('admin');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const list = useInfiniteQuery(directoryQuery(admin._id, kind, q));
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
          className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2"
        />
        <Button className="shrink-0">Search</Button>
      </form>
      <PagedList
        list={list}
        loadingLabel={`Loading ${title.toLowerCase()}…`}
        empty="Nobody matches."
      >
        {(rows) => (
          <DataTable
            label="Directory table"
            columns={partners ? [...contactColumns, ...partnerColumns] : contactColumns}
            rows={rows}
            rowKey={(r) => r._id}
          />
        )}
      </PagedList>
    </Page>
  );
}
