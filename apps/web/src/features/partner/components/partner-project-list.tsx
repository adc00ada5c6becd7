import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { serviceLabels } from '@greenscape/shared/services';
import type { PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ProjectRef } from '../../../components/ui/project-ref';
import { useAccount } from '../../../lib/session';
import { tabQuery } from '../api/partner-api';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

// Where the partner stands, on the card: a lost bid sits under Completed (issue 18.6).
const standingBadges: Partial<Record<PartnerStanding, string>> = {
  applied: 'Quotation sent',
  selected: 'Chosen by the customer',
  'not-selected': 'Not chosen',
};

/**
 * One of the partner's tabs (docs/product.md#workflow) with the project cards of
 * docs/product.md#screens.
 */
export function PartnerProjectList({
  tab,
  title,
  empty,
}: {
  tab: 'new' | 'inprogress' | 'completed';
  title: string;
  empty: { title: string; text: string };
}) {
  const partner = useAccount('service-provider');
  const list = useQuery(tabQuery(partner._id, tab));
  return (
    <Page title={title}>
      {list.isPending && <Loading label="Loading projects…" />}
      {list.isError && <Alert kind="error">{list.error.message}</Alert>}
      {list.data?.length === 0 && <EmptyState title={empty.title}>{empty.text}</EmptyState>}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.data?.map((p) => (
          <li
            key={p._id}
            className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <p className="text-xs text-stone-500">
              <time dateTime={p.createdAt}>{dateFormat.format(new Date(p.createdAt))}</time>
            </p>
            <h2 className="text-lg font-semibold">{serviceLabels[p.service]}</h2>
            <ProjectRef value={p.ref} />
            {standingBadges[p.standing] && (
              <p className="self-start rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {standingBadges[p.standing]}
              </p>
            )}
            <p className="text-sm">Customer Budget: {budgetLabel(p.budget) ?? p.budget}</p>
            <p className="text-sm">Area: {areaLabel(p.area) ?? messages.notSpecified}</p>
            <Link
              to={pages.partnerProject(p._id)}
              className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              See Details
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
