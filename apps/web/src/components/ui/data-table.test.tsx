// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

afterEach(cleanup);

type Material = { id: string; name: string; price: number };
const columns: Column<Material>[] = [
  { header: 'Material', cell: (m) => m.name },
  { header: 'Price', align: 'right', cell: (m) => `₹${m.price}` },
  {
    header: 'Choose',
    hideHeader: true,
    cell: (m) => <input type="checkbox" aria-label={`Choose ${m.name}`} />,
  },
];
const rows = [
  { id: 'a', name: 'Cocopeat', price: 95 },
  { id: 'b', name: 'Pot', price: 350 },
];

// jsdom applies no stylesheet, so the two layouts are read off the Tailwind classes that switch
// them at the md breakpoint (768 px): table display from md up, blocks (cards) below it.
const classes = (el: Element) => el.getAttribute('class')!.split(/\s+/);

describe('the data table', () => {
  it('is a real table at 768 px and up, with headings and a row per item', () => {
    render(<DataTable label="Materials" columns={columns} rows={rows} rowKey={(m) => m.id} />);
    const table = screen.getByRole('table');
    expect(classes(table)).toEqual(expect.arrayContaining(['block', 'md:table']));
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Material', 'Price', 'Choose']);
    expect(classes(headers[0]!.closest('thead')!)).toEqual(
      expect.arrayContaining(['hidden', 'md:table-header-group']),
    );
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(bodyRows[1]!.textContent).toContain('Pot');
  });

  it('below 768 px each row is a card whose values carry their column heading', () => {
    render(<DataTable label="Materials" columns={columns} rows={rows} rowKey={(m) => m.id} />);
    const [, card] = screen.getAllByRole('row').slice(1);
    expect(classes(card!)).toEqual(expect.arrayContaining(['flex', 'md:table-row']));
    const cells = within(card!).getAllByRole('cell');
    const label = cells[1]!.querySelector('span')!;
    expect(label.textContent).toBe('Price');
    expect(classes(label)).toContain('md:hidden');
    expect(cells[1]!.textContent).toBe('Price₹350');
    // A column whose heading is for screen readers only puts no label on the card.
    expect(cells[2]!.querySelector('span')).toBeNull();
    expect(within(cells[2]!).getByRole('checkbox', { name: 'Choose Pot' })).toBeTruthy();
  });

  it('adds a caption and a total row, the total named for screen readers', () => {
    render(
      <DataTable
        label="Your accepted quotation"
        caption="Your accepted quotation"
        columns={columns.slice(0, 2)}
        rows={rows}
        rowKey={(m) => m.id}
        footer={{ label: 'Total', value: '₹445', valueLabel: 'Total amount' }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Your accepted quotation' })).toBeTruthy();
    expect(screen.getByLabelText('Total amount').textContent).toBe('₹445');
    expect(screen.getByText('Total').getAttribute('colspan')).toBe('1');
  });
});
