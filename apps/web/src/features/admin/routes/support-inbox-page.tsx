import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhone } from '@greenscape/shared/phone';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { useAccount } from '../../../lib/session';
import { supportQuery, useMarkSupport } from '../api/directory';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The customers' support messages, newest first, open or closed (docs/product.md#support). */
export default function SupportInboxPage() {
  const admin = useAccount('admin');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const list = useInfiniteQuery(supportQuery(admin._id, status));
  const mark = useMarkSupport(admin._id);
  return (
    <Page title="Support inbox">
      <div role="group" aria-label="Show" className="flex gap-2">
        {(['open', 'closed'] as const).map((s) => (
          <Button
            key={s}
            type="button"
            variant="quiet"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            className={`rounded-md px-4 py-2 text-sm font-medium ${status === s ? 'bg-brand text-white' : 'border border-stone-300 bg-white'}`}
          >
            {s === 'open' ? 'Open' : 'Closed'}
          </Button>
        ))}
      </div>
      <PagedList list={list} loadingLabel="Loading messages…" empty={`No ${status} messages.`}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((m) => (
              <li key={m._id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
                <p className="text-xs text-stone-500">
                  {when.format(new Date(m.createdAt))} · {m.customer.name ?? m.customer.email}
                  {m.customer.phone && ` · ${formatPhone(m.customer.phone)}`}
                  {m.customer.email && ` · ${m.customer.email}`}
                </p>
                <p className="whitespace-pre-line">{m.message}</p>
                <Button
                  type="button"
                  variant="secondary"
                  className="self-start"
                  busy={mark.isPending}
                  onClick={() => mark.mutate({ id: m._id, handled: !m.handled })}
                >
                  {m.handled ? 'Reopen' : 'Mark as handled'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Page>
  );
}
