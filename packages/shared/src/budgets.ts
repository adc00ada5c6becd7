// Budget options (docs/product.md#catalogue) as keys with display labels.
export const budgetOptions = [
  { key: '1-1.5L', label: 'Rs 1 - 1.5 Lakh' },
  { key: '1.5-2L', label: 'Rs 1.5 - 2 Lakh' },
  { key: '2-3L', label: 'Rs 2 - 3 Lakh' },
  { key: '3-5L', label: 'Rs 3 - 5 Lakh' },
  { key: '5-10L', label: 'Rs 5 - 10 Lakh' },
] as const;

export type BudgetKey = (typeof budgetOptions)[number]['key'];
export const budgetKeys = budgetOptions.map((b) => b.key) as [BudgetKey, ...BudgetKey[]];

export function budgetLabel(key: string): string | undefined {
  return budgetOptions.find((b) => b.key === key)?.label;
}
