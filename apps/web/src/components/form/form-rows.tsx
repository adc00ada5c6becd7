import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import type { Column, TableFooter } from '../ui/data-table';
import { RowEditor, RowInput } from '../ui/row-editor';

/** A column of a form's rows: each cell gets its row's path in the form, e.g. `rows.2`. */
export type FormColumn = Omit<Column<unknown>, 'cell'> & {
  cell: (row: string, index: number) => ReactNode;
};

type Row = FieldValues & { id: string };

/**
 * A list field of the form as rows of inputs (components/ui/row-editor.tsx): the rows are a
 * react-hook-form field array, each cell a registered input, so the form's schema checks the
 * rows with the rest. With `blankRow`, rows can be added and removed down to one.
 */
export function FormRowEditor({
  name,
  label,
  columns,
  blankRow,
  footer,
  minWidth,
}: {
  name: string;
  label: string;
  columns: FormColumn[];
  blankRow?: (() => FieldValues) | undefined;
  footer?: TableFooter;
  minWidth?: string;
}) {
  const { getValues } = useFormContext();
  const { fields, append, remove, replace } = useFieldArray({ name });
  // The editor's Add and Remove come as a change of the whole list; each is made the field
  // array's own append or remove, so the other rows keep their inputs and their keys.
  const setRows = (change: (rows: Row[]) => Row[]) => {
    const current = getValues(name) as Row[];
    const next = change([...current]);
    const kept = (row: Row, i: number) => row === current[i];
    if (next.length === current.length + 1 && next.slice(0, -1).every(kept)) {
      append(next[next.length - 1]!);
    } else if (next.length === current.length - 1) {
      const gone = current.findIndex((row, i) => row !== next[i]);
      remove(gone === -1 ? current.length - 1 : gone);
    } else {
      replace(next);
    }
  };
  return (
    <RowEditor<Row>
      label={label}
      columns={columns.map((column) => ({
        ...column,
        cell: (_, index) => column.cell(`${name}.${index}`, index),
      }))}
      rows={fields}
      setRows={setRows}
      rowKey={(field) => field.id}
      {...(blankRow ? { blankRow: blankRow as () => Row } : {})}
      {...(footer ? { footer } : {})}
      {...(minWidth ? { minWidth } : {})}
    />
  );
}

type RowInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur'
> & {
  'aria-label': string;
  name: string;
  /** Outlined red while the schema refuses this cell. */
  markInvalid?: boolean;
};

/** A registered input in a row, labelled by aria-label as the kit's row inputs are. */
export function FormRowInput({ name, markInvalid = false, ...input }: RowInputProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error;
  return <RowInput {...input} {...register(name)} invalid={markInvalid && Boolean(error)} />;
}

/** A column of one registered text input per row, bound to the row's `key`. */
export function rowInputColumn(
  header: string,
  key: string,
  labelOf: (rowNumber: number) => string,
  input: Omit<RowInputProps, 'name' | 'aria-label'> & { headerClassName?: string } = {},
): FormColumn {
  const { headerClassName, ...rest } = input;
  return {
    header,
    ...(headerClassName ? { className: headerClassName } : {}),
    cell: (row, index) => (
      <FormRowInput {...rest} name={`${row}.${key}`} aria-label={labelOf(index + 1)} />
    ),
  };
}
