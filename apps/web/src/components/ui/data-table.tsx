import type { ReactNode } from 'react';
import { ScrollArea } from './scroll-area';

export type Column<T> = {
  /** The column's heading, and the label of its value on a card. */
  header: string;
  /** Said to screen readers only, and left off the cards (a checkbox's or a button's column). */
  hideHeader?: boolean;
  align?: 'right';
  /** Classes of the heading cell, such as a width at 768 px and up. */
  className?: string;
  cell: (row: T, index: number) => ReactNode;
};

export type TableFooter = { label: string; value: ReactNode; valueLabel?: string };

type Props<T> = {
  /** Names the frame that scrolls a wide table sideways at 768 px and up. */
  label: string;
  caption?: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  footer?: TableFooter;
  /** A min-width class for 768 px and up (md:min-w-[…]); below that the rows are cards. */
  minWidth?: string;
  /** Cards stack each label over its input, instead of label and value side by side. */
  editable?: boolean;
};

const right = (column: { align?: 'right' }) => (column.align === 'right' ? 'md:text-right' : '');

/**
 * One table for every list of rows: a real <table> at 768 px and up, and below that each row a
 * card whose values carry their column's heading, so a phone never scrolls sideways. It is one
 * set of elements either way (only the CSS display changes), so an input inside keeps its state
 * and its one label when the screen turns.
 */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  footer,
  minWidth = '',
  editable = false,
}: Props<T>) {
  const cellLayout = editable
    ? 'flex flex-col gap-1'
    : 'flex items-baseline justify-between gap-3 text-right md:text-left';
  return (
    <ScrollArea label={label} className="rounded-xl bg-white shadow-sm">
      <table className={`block w-full text-left text-sm md:table ${minWidth}`}>
        {caption && (
          <caption className="block p-3 text-left font-semibold md:table-caption">
            {caption}
          </caption>
        )}
        <thead className="hidden bg-stone-100 text-xs uppercase text-stone-600 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 ${right(column)} ${column.className ?? ''}`}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              className="flex flex-col gap-2 border-t border-stone-100 p-3 align-top md:table-row md:p-0"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${cellLayout} md:table-cell md:px-3 md:py-2 ${right(column)}`}
                >
                  {!column.hideHeader && (
                    <span className="shrink-0 text-left text-xs font-medium uppercase text-stone-500 md:hidden">
                      {column.header}
                    </span>
                  )}
                  <div className="min-w-0 break-words">{column.cell(row, index)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="block md:table-footer-group">
            <tr className="flex justify-between gap-3 border-t-2 border-stone-200 p-3 font-semibold md:table-row md:p-0">
              <td
                colSpan={columns.length - 1}
                className="md:table-cell md:px-3 md:py-2 md:text-right"
              >
                {footer.label}
              </td>
              <td
                className="text-right md:table-cell md:px-3 md:py-2"
                {...(footer.valueLabel ? { 'aria-label': footer.valueLabel } : {})}
              >
                {footer.value}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollArea>
  );
}
