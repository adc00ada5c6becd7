import { formatRupees } from '@greenscape/shared/money';
import type { Column } from './data-table';

type RangedLine = { serviceDesc: string; quantity: number; lowerRange: number; upperRange: number };

/** A template line's per-unit range, kept on one line. */
export function PriceRange({ line }: { line: RangedLine }) {
  return (
    <span className="whitespace-nowrap">
      {formatRupees(line.lowerRange)} – {formatRupees(line.upperRange)}
    </span>
  );
}

/**
 * The three columns every quotation table starts with: service, quantity and price range of the
 * template line each row stands for (the builder, the partner's pricing, the admin's costing).
 */
export function templateLineColumns<T>(
  lineOf: (row: T) => RangedLine,
  headers: { service: string; quantity: string },
): Column<T>[] {
  return [
    { header: headers.service, cell: (row) => lineOf(row).serviceDesc },
    { header: headers.quantity, align: 'right', cell: (row) => lineOf(row).quantity },
    { header: 'Price Range', align: 'right', cell: (row) => <PriceRange line={lineOf(row)} /> },
  ];
}
