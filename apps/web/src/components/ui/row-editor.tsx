import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { DataTable, type Column, type TableFooter } from './data-table';

export type EditorColumn<T> = Omit<Column<T>, 'cell'> & {
  cell: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
};

type Props<T> = {
  label: string;
  columns: EditorColumn<T>[];
  rows: readonly T[];
  /** A state setter: the editor hands it the change as a function of the rows at that moment. */
  setRows: (change: (rows: T[]) => T[]) => void;
  /** Given, rows can be added (this is the new one) and removed down to one. */
  blankRow?: () => T;
  rowKey?: (row: T, index: number) => string | number;
  footer?: TableFooter;
  minWidth?: string;
};

/**
 * Rows of inputs on the data table: each cell is handed `update` for its own row; with
 * `blankRow` every row gets its Remove button and the table an Add row button under it.
 */
export function RowEditor<T>({
  label,
  columns,
  rows,
  setRows,
  blankRow,
  rowKey = (_, index) => index,
  footer,
  minWidth,
}: Props<T>) {
  const t = useT();
  const update = (index: number) => (patch: Partial<T>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const tableColumns: Column<T>[] = columns.map((column) => ({
    ...column,
    cell: (row, index) => column.cell(row, index, update(index)),
  }));
  if (blankRow) {
    tableColumns.push({
      header: t('common.action.remove'),
      hideHeader: true,
      className: 'w-20',
      cell: (_, index) => (
        <Button
          type="button"
          variant="link"
          disabled={rows.length === 1}
          onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          className="text-sm text-red-700"
          aria-label={t('common.rows.remove', { number: index + 1 })}
        >
          {t('common.action.remove')}
        </Button>
      ),
    });
  }
  return (
    <>
      <DataTable
        label={label}
        columns={tableColumns}
        rows={rows}
        rowKey={rowKey}
        editable
        {...(footer ? { footer } : {})}
        {...(minWidth ? { minWidth } : {})}
      />
      {blankRow && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => setRows((current) => [...current, blankRow()])}
        >
          {t('common.rows.add')}
        </Button>
      )}
    </>
  );
}

/** An input in a row: labelled by aria-label (the column heading is not its label element). */
export function RowInput({
  invalid = false,
  className = 'md:w-full',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string; invalid?: boolean }) {
  return (
    <input
      {...input}
      aria-invalid={invalid || undefined}
      className={`w-full rounded border px-2 py-1 read-only:bg-stone-100 ${
        invalid ? 'border-2 border-[#dc2626]' : 'border-stone-300'
      } ${className}`}
    />
  );
}

/** A cell's number for a schema; an empty cell is NaN, so it is refused as missing, not as 0. */
export function cellNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A column of one text input per row, bound to the row's `key`. */
export function inputColumn<T>(
  header: string,
  key: { [K in keyof T]: T[K] extends string ? K : never }[keyof T],
  labelOf: (rowNumber: number) => string,
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
    headerClassName?: string;
  } = {},
): EditorColumn<T> {
  const { headerClassName, ...rest } = input;
  return {
    header,
    ...(headerClassName ? { className: headerClassName } : {}),
    cell: (row, index, update) => (
      <RowInput
        {...rest}
        aria-label={labelOf(index + 1)}
        value={row[key] as string}
        onChange={(e) => update({ [key]: e.target.value } as Partial<T>)}
      />
    ),
  };
}
