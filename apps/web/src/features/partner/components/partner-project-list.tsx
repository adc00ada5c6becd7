import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localeOf } from '@greenscape/shared/language';
import { messages } from '@greenscape/shared/messages';
import { isJobUnderWay } from '@greenscape/shared/project-machine';
import type { PartnerProject, PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { PartnerStageBadge } from '../../execution/components/partner-stage-badge';
import { ProjectRef } from '../../../components/ui/project-ref';
import type { MessageId } from '../../../i18n/namespaces';
import { serviceNameId } from '../../../i18n/service-names';
import { useLanguage, useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { tabQuery } from '../api/partner-api';
import { PartnerCardLink } from './partner-card-link';
import { areaId, budgetId } from './project-labels';
import { QuotationDeadline } from './quotation-deadline';

type Tab = 'new' | 'inprogress' | 'completed';

// Where the partner stands, on the card: a lost bid sits under Completed
// (docs/decisions/0008-lost-bids-and-the-end-of-a-quotation.md).
const standingBadges: Partial<Record<PartnerStanding, MessageId>> = {
  applied: 'partner.standing.applied',
  selected: 'partner.standing.selected',
  'not-selected': 'partner.standing.not-selected',
};

/** A job the partner won, under way: its card names the stage and opens the partner's step. */
const onJob = (p: PartnerProject) => p.standing === 'selected' && isJobUnderWay(p.workflow.stage);

const tabTexts = {
  new: {
    title: 'partner.tab.new.title',
    emptyTitle: 'partner.tab.new.emptyTitle',
    emptyText: 'partner.tab.new.emptyText',
  },
  inprogress: {
    title: 'partner.tab.inprogress.title',
    emptyTitle: 'partner.tab.inprogress.emptyTitle',
    emptyText: 'partner.tab.inprogress.emptyText',
  },
  completed: {
    title: 'partner.tab.completed.title',
    emptyTitle: 'partner.tab.completed.emptyTitle',
    emptyText: 'partner.tab.completed.emptyText',
  },
} as const satisfies Record<Tab, Record<string, MessageId>>;

/**
 * One of the partner's tabs (docs/product.md#workflow) with the project cards of
 * docs/product.md#screens.
 */
export function PartnerProjectList({ tab }: { tab: Tab }) {
  const t = useT();
  const localize = useLocalize();
  const { language } = useLanguage();
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(localeOf[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    [language],
  );
  const texts = tabTexts[tab];
  const partner = useAccount('service-provider');
  const list = useQuery(tabQuery(partner._id, tab));
  return (
    <Page title={t(texts.title)}>
      {list.isPending && <Loading label={t('partner.list.loading')} />}
      {list.isError && <Alert kind="error">{localize(list.error.message)}</Alert>}
      {list.data?.length === 0 && (
        <EmptyState title={t(texts.emptyTitle)}>{t(texts.emptyText)}</EmptyState>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.data?.map((p) => {
          const standing = standingBadges[p.standing];
          const budget = budgetId(p.budget);
          const area = areaId(p.area);
          return (
            <li
              key={p._id}
              className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <p className="text-xs text-stone-500">
                <time dateTime={p.createdAt}>{dateFormat.format(new Date(p.createdAt))}</time>
              </p>
              <h2 className="text-lg font-semibold">{t(serviceNameId(p.service))}</h2>
              <ProjectRef value={p.ref} label={t('partner.list.ref')} />
              {tab === 'new' && (
                <QuotationDeadline closesAt={p.quotationClosesAt} standing={p.standing} />
              )}
              {standing && (
                <p className="self-start rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {t(standing)}
                </p>
              )}
              {onJob(p) && <PartnerStageBadge workflow={p.workflow} />}
              <p className="text-sm">
                {t('partner.list.budget', { budget: budget ? t(budget) : p.budget })}
              </p>
              <p className="text-sm">
                {t('partner.list.area', { area: area ? t(area) : localize(messages.notSpecified) })}
              </p>
              <PartnerCardLink projectId={p._id} workflow={p.workflow} onJob={onJob(p)} />
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
