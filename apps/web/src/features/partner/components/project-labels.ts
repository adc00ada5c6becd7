import { areaKeys } from '@greenscape/shared/areas';
import { budgetKeys, type BudgetKey } from '@greenscape/shared/budgets';
import type { MessageId } from '../../../i18n/namespaces';

// The labels of packages/shared/src/budgets.ts and areas.ts in the page's language, by their
// stable keys (src/locales/*/partner.json; project-labels.test.ts keeps the English ones equal to
// the shared labels). A value no option has gives undefined, as budgetLabel and areaLabel do.

export function budgetId(budget: string): MessageId | undefined {
  return (budgetKeys as readonly string[]).includes(budget)
    ? (`partner.budget.${budget as BudgetKey}` satisfies MessageId)
    : undefined;
}

export function areaId(area: string | null | undefined): MessageId | undefined {
  // areaKeys is typed as strings, so the catalogue's keys cannot be checked here: the test does.
  return area && areaKeys.includes(area) ? (`partner.area.${area}` as MessageId) : undefined;
}
