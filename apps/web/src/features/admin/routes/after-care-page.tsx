import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { afterCareQuery } from '../../after-care/api/after-care';
import { useExecutionFormats } from '../../execution/components/formats';

const refLink = 'whitespace-nowrap font-mono font-medium text-brand underline';

/**
 * What waits after the handover, across projects (docs/product.md#warranty, #care-plans):
 * warranty claims not yet fixed, oldest first, and care visits missed in the last 30 days.
 */
export default function AfterCarePage() {
  const admin = useAccount('admin');
  const list = useQuery(afterCareQuery(admin._id));
  const format = useExecutionFormats();
  return (
    <Page title="After care">
      {list.isPending && <Loading label="Loading what waits…" />}
      {list.isError && <Alert kind="error">{list.error.message}</Alert>}
      {list.data && (
        <>
          <section aria-labelledby="open-claims" className="flex flex-col gap-2">
            <h2 id="open-claims" className="text-lg font-semibold">
              Open warranty claims
            </h2>
            {list.data.claims.length === 0 && <p className="text-stone-600">No open claims.</p>}
            <ul className="flex flex-col gap-2">
              {list.data.claims.map((c) => (
                <li
                  key={c._id}
                  className="flex min-w-0 flex-col gap-1 rounded-lg bg-white p-3 shadow-sm"
                >
                  <p className="flex flex-wrap gap-2">
                    <Link
                      to={pages.adminProjectWarranty(c.projectId)}
                      translate="no"
                      className={refLink}
                    >
                      {c.projectRef}
                    </Link>
                    <span>{c.customerName}</span>
                    <span className="text-stone-600">
                      {c.status === 'scheduled' && c.visitOn
                        ? `Visit on ${format.day(c.visitOn)}`
                        : `Open since ${format.instant(c.createdAt)}`}
                    </span>
                  </p>
                  <p className="line-clamp-2 break-words text-stone-800">{c.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="missed-visits" className="flex flex-col gap-2">
            <h2 id="missed-visits" className="text-lg font-semibold">
              Care visits missed
            </h2>
            {list.data.missedVisits.length === 0 && (
              <p className="text-stone-600">No visits missed in the last 30 days.</p>
            )}
            <ul className="flex flex-col gap-2">
              {list.data.missedVisits.map((v) => (
                <li key={v._id} className="flex flex-wrap gap-2 rounded-lg bg-white p-3 shadow-sm">
                  <Link to={pages.adminProjectCare(v.projectId)} translate="no" className={refLink}>
                    {v.projectRef}
                  </Link>
                  <span>{v.customerName}</span>
                  <span className="text-stone-600">{format.day(v.on)}</span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </Page>
  );
}
