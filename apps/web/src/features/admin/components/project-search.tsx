import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { serviceLabels } from '@greenscape/shared/services';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { useAccount } from '../../../lib/session';
import { searchQuery } from '../api/directory';

/** The search icon: projects by id, customer name or phone (docs/product.md#admin-tools). */
export function ProjectSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="icon"
        onClick={() => setOpen(true)}
        aria-label="Search projects"
        className="text-white hover:bg-white/15"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const admin = useAccount('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(searchQuery(admin._id, q));
  return (
    <Dialog
      ref={dialog}
      onClose={onClose}
      label="Search projects"
      className="mx-auto mt-24 w-[min(36rem,92vw)] rounded-xl p-5 text-stone-900 shadow-xl backdrop:bg-black/50"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text);
        }}
        className="flex gap-2"
      >
        <label htmlFor="project-search" className="sr-only">
          Project id, customer name or phone
        </label>
        <input
          id="project-search"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Project id, customer name or phone"
          className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2"
        />
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      {results.isFetching && <Loading label="Searching…" />}
      {results.data && results.data.length === 0 && (
        <p className="mt-4 text-stone-600">No project found.</p>
      )}
      {results.data && results.data.length > 0 && (
        <ul className="mt-4 flex max-h-80 flex-col gap-2 overflow-y-auto">
          {results.data.map((p) => (
            <li key={p._id}>
              <Link
                to={pages.adminProject(p._id)}
                onClick={() => dialog.current?.close()}
                className="block rounded-md border border-stone-200 p-3 hover:bg-stone-50"
              >
                <span className="font-medium">{serviceLabels[p.service]}</span> ·{' '}
                {p.clientName ?? 'Customer'} · {p.status}
                <span className="block break-all font-mono text-xs text-stone-500">{p._id}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="link"
        onClick={() => dialog.current?.close()}
        className="mt-4 text-sm text-brand"
      >
        Close
      </Button>
    </Dialog>
  );
}
