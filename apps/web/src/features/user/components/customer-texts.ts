import { useCallback } from 'react';
import { areaKeys } from '@greenscape/shared/areas';
import { budgetKeys } from '@greenscape/shared/budgets';
import {
  customerStageIdOf,
  customerStatusOf,
  timelineOf,
  type CustomerStageId,
  type TimelineStep,
  type TimelineStepKey,
} from '@greenscape/shared/stages';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

// packages/shared/src/stages.ts, areas.ts and budgets.ts write their texts in English for the
// server and the admin's screens; the customer reads them from src/locales/*/user.json, found by
// the stable keys those modules return (customer-texts.test.ts checks the English ones match).
// Every stage and detail id has its text: typecheck fails on one missing from the catalogue.

/**
 * Where the customer's project stands (packages/shared/src/stages.ts's CustomerStageId): every id
 * has its `user.stage.<id>` text, and typecheck fails when one is missing.
 */
export function stageIdOf(p: WorkflowProject): CustomerStageId {
  return customerStageIdOf(p);
}

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
      const { yourTurn } = customerStatusOf(p);
      return { label: t(`user.stage.${stageIdOf(p)}`), yourTurn };
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
          detail: step.detailId ? t(`user.timeline.detail.${step.detailId}`) : step.detail,
        }),
      })),
    [t],
  );
}
