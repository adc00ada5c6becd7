import { useCallback } from 'react';
import { defaultMilestonePlan } from '@greenscape/shared/schemas/execution';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

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
