import { useCallback } from 'react';
import { areaKeys } from '@greenscape/shared/areas';
import { budgetKeys } from '@greenscape/shared/budgets';
import {
  customerStatusOf,
  timelineOf,
  type TimelineStep,
  type TimelineStepKey,
} from '@greenscape/shared/stages';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

// packages/shared/src/stages.ts, areas.ts and budgets.ts write their texts in English for the
// server and the admin's screens; the customer reads them from src/locales/*/user.json, found by
// the stable keys those modules return (customer-texts.test.ts checks the English ones match).
// A key the catalogue does not know yet (a new stage) shows the shared English text.

/** The steps the customer's project can stand at, and 'completed' once it is handed over. */
const stageIds = [
  'designs',
  'designChosen',
  'quotations',
  'quotationChosen',
  'siteVisit',
  'completed',
] as const;
type StageId = (typeof stageIds)[number];
const isStageId = (id: string): id is StageId => (stageIds as readonly string[]).includes(id);

export function stageIdOf(p: WorkflowProject): StageId | undefined {
  const id =
    p.status === 'Completed' ? 'completed' : timelineOf(p).find((s) => s.state === 'current')?.key;
  return id && isStageId(id) ? id : undefined;
}

const detailIds = [
  'designs',
  'designChosen',
  'quotations',
  'quotationChosen',
  'siteVisit',
  'handover',
] as const satisfies TimelineStepKey[];
type DetailId = (typeof detailIds)[number];
const isDetailId = (key: TimelineStepKey): key is DetailId =>
  (detailIds as readonly string[]).includes(key);

export const stepTitleId = (key: TimelineStepKey) =>
  `user.timeline.step.${key}` as const satisfies MessageId;

const areaSet = new Set<string>(areaKeys);
const budgetSet = new Set<string>(budgetKeys);

/** The catalogue key of an area option (packages/shared/src/areas.ts), if it is one. */
export const areaTextId = (key: string | null | undefined) =>
  key && areaSet.has(key) ? (`user.area.${key}` as MessageId) : undefined;

/** The catalogue key of a budget option (packages/shared/src/budgets.ts), if it is one. */
export const budgetTextId = (key: string) =>
  budgetSet.has(key) ? (`user.budget.${key}` as MessageId) : undefined;

/** customerStatusOf in the page's language. */
export function useCustomerStatus() {
  const t = useT();
  return useCallback(
    (p: WorkflowProject) => {
      const { label, yourTurn } = customerStatusOf(p);
      const id = stageIdOf(p);
      return { label: id ? t(`user.stage.${id}`) : label, yourTurn };
    },
    [t],
  );
}

/** timelineOf in the page's language. */
export function useTimeline() {
  const t = useT();
  return useCallback(
    (p: WorkflowProject): TimelineStep[] =>
      timelineOf(p).map((step) => ({
        ...step,
        title: t(stepTitleId(step.key)),
        ...(step.detail !== undefined && {
          detail: isDetailId(step.key) ? t(`user.timeline.detail.${step.key}`) : step.detail,
        }),
      })),
    [t],
  );
}
