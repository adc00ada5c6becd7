import { formatRupees } from '@greenscape/shared/money';
import type { Column } from './data-table';

type RangedLine = { serviceDesc: string; quantity: number; lowerRange: number; upperRange: number };

/** A template line's per-unit range, kept on one line. */
export function PriceRange({ line }: { line: RangedLine }) {
  // Amounts only, the same in every language.
  const range = `${formatRupees(line.lowerRange)} – ${formatRupees(line.upperRange)}`;
  return <span className="whitespace-nowrap">{range}</span>;
}

/**
 * The three columns every quotation table starts with: service, quantity and price range of the
 * template line each row stands for (the builder, the partner's pricing, the admin's costing).
 */
export function templateLineColumns<T>(
  lineOf: (row: T) => RangedLine,
  /** `priceRange` in the page's language on translated screens: t('common.price.range'). */
  headers: { service: string; quantity: string; priceRange?: string },
): Column<T>[] {
  return [
    { header: headers.service, cell: (row) => lineOf(row).serviceDesc },
    { header: headers.quantity, align: 'right', cell: (row) => lineOf(row).quantity },
    {
      // The admin's builder is English only (docs/product.md#languages) and passes none.
      header: headers.priceRange ?? 'Price Range',
      align: 'right',
      cell: (row) => <PriceRange line={lineOf(row)} />,
    },
  ];
}
