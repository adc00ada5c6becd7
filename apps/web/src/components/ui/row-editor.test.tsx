// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderIntl } from '../../../test/intl';
import { afterEach, describe, expect, it } from 'vitest';
import { cellNumber, inputColumn, RowEditor, RowInput, type EditorColumn } from './row-editor';

afterEach(cleanup);

const rowsNow = () => JSON.parse(screen.getByTestId('rows').textContent!) as Row[];

type Row = { name: string; price: string };
const columns: EditorColumn<Row>[] = [
  inputColumn<Row>('Material', 'name', (n) => `Material name, row ${n}`),
  {
    header: 'Price',
    cell: (row, i, update) => (
      <RowInput
        aria-label={`Price, row ${i + 1}`}
        value={row.price}
        invalid={row.price === 'bad'}
        onChange={(e) => update({ price: e.target.value })}
      />
    ),
  },
];

function Editor({ initial, fixed = false }: { initial: Row[]; fixed?: boolean }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <RowEditor
        label="Material rows"
        columns={columns}
        rows={rows}
        setRows={setRows}
        {...(fixed ? {} : { blankRow: () => ({ name: '', price: '' }) })}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

describe('the row editor', () => {
  it('edits the row typed in, and only that row', async () => {
    const user = userEvent.setup();
    renderIntl(
      <Editor
        initial={[
          { name: 'Cocopeat', price: '95' },
          { name: 'Pot', price: '350' },
        ]}
      />,
    );
    await user.clear(screen.getByLabelText('Price, row 2'));
    await user.type(screen.getByLabelText('Price, row 2'), '99');
    expect(rowsNow()).toEqual([
      { name: 'Cocopeat', price: '95' },
      { name: 'Pot', price: '99' },
    ]);
  });

  it('adds a blank row and removes a chosen one, keeping at least one', async () => {
    const user = userEvent.setup();
    renderIntl(<Editor initial={[{ name: 'Cocopeat', price: '95' }]} />);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByLabelText('Material name, row 2')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Material name, row 2'), 'Drip emitter');
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));

    expect(rowsNow()).toEqual([{ name: 'Drip emitter', price: '' }]);
    expect(screen.getByLabelText('Material name, row 1')).toHaveProperty('value', 'Drip emitter');
    expect(screen.queryByLabelText('Material name, row 2')).toBeNull();
  });

  it('without a blank row the rows are fixed: no Add row, no Remove', () => {
    renderIntl(<Editor initial={[{ name: 'Turf', price: '' }]} fixed />);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('marks an invalid cell for screen readers', () => {
    renderIntl(<Editor initial={[{ name: 'Turf', price: 'bad' }]} />);
    expect(screen.getByLabelText('Price, row 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Material name, row 1').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads an empty cell as NaN, so a schema calls it missing rather than zero', () => {
    expect(cellNumber('  ')).toBeNaN();
    expect(cellNumber('12.5')).toBe(12.5);
  });
});
