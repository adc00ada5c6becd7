import { useCallback } from 'react';
import type { CareFeeMonth } from '@greenscape/shared/payment-rules';
import { defaultMilestonePlan } from '@greenscape/shared/schemas/execution';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from './formats';

// The default plan's titles (packages/shared/src/schemas/execution.ts) are stored in English as
// the server made them at the pick; the page shows them in its language. A title the team typed
// is shown as typed. milestone-title.test.ts keeps the English texts equal to the shared titles.
export const defaultTitleIds = [
  'common.execution.defaultPlan.1',
  'common.execution.defaultPlan.2',
  'common.execution.defaultPlan.3',
  'common.execution.defaultPlan.4',
] as const satisfies readonly MessageId[] & { length: (typeof defaultMilestonePlan)['length'] };

const idOf = new Map<string, MessageId>(
  defaultMilestonePlan.map((m, i) => [m.title, defaultTitleIds[i]!]),
);

/** A milestone's title in the page's language when it is one of the default plan's. */
export function useMilestoneTitle(): (title: string) => string {
  const t = useT();
  return useCallback(
    (title: string) => {
      const id = idOf.get(title);
      return id ? t(id) : title;
    },
    [t],
  );
}

/** A line of the ledger as its answer gives it: `careFee` says which month of a care plan. */
export type LedgerLine = { num: number; title: string; careFee?: CareFeeMonth | null };

/**
 * A line of the ledger as the pages name it: a milestone's number and title, or a care plan's
 * monthly fee (packages/shared/src/care-fees.ts), each in the page's language.
 */
export function useLedgerLineTitle(): (line: LedgerLine) => string {
  const t = useT();
  const titleOf = useMilestoneTitle();
  const format = useExecutionFormats();
  return useCallback(
    (line: LedgerLine) => {
      const fee = line.careFee;
      if (fee) {
        return t('common.execution.careFeeLine', {
          month: fee.month,
          from: format.day(fee.from),
        });
      }
      return t('common.execution.milestone.title', { num: line.num, title: titleOf(line.title) });
    },
    [t, titleOf, format],
  );
}
