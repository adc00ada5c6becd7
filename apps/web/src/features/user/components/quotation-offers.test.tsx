// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { renderIntl } from '../../../../test/intl';
import { QuotationOffers } from './quotation-offers';

afterEach(cleanup);

const uuid = (n: number) => `0b7e5f2a-1111-4222-8333-94444555566${n}`;

/** A released quotation of two lines whose total is `total` (the supplies make up the rest). */
function offer(num: number, total: number, rating?: CustomerQuotation['partnerRating']) {
  const name = `Partner ${num}`;
  return {
    _id: uuid(num),
    num,
    partnerId: uuid(num + 3),
    name,
    partner: { _id: uuid(num + 3), name },
    ...(rating && { partnerRating: rating }),
    costing: { totalAmount: total - 500, totalSupplierCosting: 500, finalCosting: total },
    info: [
      {
        serviceDesc: 'Lawn laying',
        quantity: 100,
        spCosting: 20,
        amount: 2000,
        supplierCosting: 500,
      },
      {
        serviceDesc: 'Garden lights',
        quantity: 2,
        spCosting: (total - 2500) / 2,
        amount: total - 2500,
        supplierCosting: 0,
      },
    ],
  } satisfies CustomerQuotation;
}

// Quotation 2 is the lowest, so 'Lowest' must not sit on the first one.
const offers = [
  offer(1, 9000, { average: 4.5, count: 2 }),
  offer(2, 7000, { average: null, count: 0 }),
  offer(3, 8000),
];

function renderOffers(props: Partial<Parameters<typeof QuotationOffers>[0]> = {}) {
  return renderIntl(
    <MemoryRouter>
      <QuotationOffers quotations={offers} selected={null} {...props} />
    </MemoryRouter>,
  );
}

// jsdom applies no stylesheet: both layouts are in the document, and which one shows is read off
// the Tailwind classes that switch them at the md breakpoint (768 px).
const cards = () =>
  within(screen.getByRole('list', { name: 'Quotations' })).getAllByRole('article');
const table = () => screen.getByRole('table', { name: 'The quotations compared line by line' });

describe("the customer's quotations", () => {
  it('below 768 px: a card each, with partner, rating, total and the lines on demand', () => {
    renderOffers();
    expect(screen.getByRole('list', { name: 'Quotations' }).className).toContain('md:hidden');
    expect(table().closest('.hidden.md\\:block')).not.toBeNull();
    expect(screen.getByText(/3 quotations from our service partners/)).toBeDefined();
    const [first, second, third] = cards();
    expect(within(first!).getByRole('heading').textContent).toBe('Quotation 1');
    expect(within(first!).getByRole('link', { name: 'Partner 1' }).getAttribute('href')).toBe(
      `/service-provider/${uuid(4)}`,
    );
    expect(first!.textContent).toContain('Rated 4.5 out of 5 (2 ratings)');
    expect(second!.textContent).toContain('No ratings yet');
    expect(third!.textContent).not.toMatch(/rating/i);
    expect(within(first!).getByTestId('card-total-1').textContent).toBe('₹9,000');
    const lines = first!.querySelector('details')!;
    expect(lines.open).toBe(false);
    expect(within(lines).getByText('See the 2 lines')).toBeDefined();
    expect(lines.textContent).toContain('Garden lights');
  });

  it("puts 'Lowest' on the lowest total only, in the cards and in the table", () => {
    renderOffers();
    const lowestCards = cards().filter((card) => within(card).queryByText('Lowest'));
    expect(lowestCards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Quotation 2',
    ]);
    expect(within(table()).getAllByText('Lowest')).toHaveLength(1);
    expect(within(within(table()).getByTestId('total-2')).getByText('Lowest')).toBeDefined();
  });

  it('has no Lowest badge when there is nothing to compare', () => {
    renderOffers({ quotations: [offers[0]!] });
    expect(screen.queryByText('Lowest')).toBeNull();
    expect(screen.getByText('One quotation from our service partners.')).toBeDefined();
  });

  it('offers a button per quotation the rule allows, and says which one was pressed', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderOffers({ canChoose: (num) => num !== 3, onChoose });
    const second = cards()[1]!;
    await user.click(within(second).getByRole('button', { name: /Choose this quotation/ }));
    expect(onChoose).toHaveBeenCalledWith(2);
    expect(within(cards()[2]!).queryByRole('button')).toBeNull();
    await user.click(
      within(table()).getByRole('button', { name: 'Choose this quotation (Quotation 1)' }),
    );
    expect(onChoose).toHaveBeenLastCalledWith(1);
    expect(within(table()).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the chosen quotation first and marked, Lowest still on the lowest', () => {
    renderOffers({ selected: 3, canChoose: () => false, onChoose: vi.fn() });
    const [first, ...others] = cards();
    expect(within(first!).getByRole('heading').textContent).toBe('Quotation 3');
    expect(within(first!).getByText('Your choice')).toBeDefined();
    expect(first!.className).toContain('ring-brand');
    expect(within(first!).queryByText('Lowest')).toBeNull();
    expect(others.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Quotation 1',
      'Quotation 2',
    ]);
    expect(others.some((card) => within(card).queryByText('Your choice'))).toBe(false);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const chosenColumn = within(table()).getByRole('columnheader', { name: /^Quotation 3/ });
    expect(chosenColumn.textContent).toContain('Your choice');
    expect(within(table()).getAllByText('Your choice')).toHaveLength(1);
  });

  it('shows the terms of each offer before the pick: payment plan, what it includes, warranty', () => {
    renderOffers();
    const first = cards()[0]!;
    const plan = within(first).getByRole('list', { name: 'Payment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Booking advance (10%)₹900',
      'Materials on site (40%)₹3,600',
      'Planting and installation (40%)₹3,600',
      'Handover (10%)₹900',
    ]);
    expect(first.textContent).toContain('What is included');
    expect(first.textContent).toContain('Work by the service partner₹8,500');
    expect(first.textContent).toContain('Materials from our suppliers₹500');
    const lines = first.querySelector('details')!;
    expect(lines.textContent).toContain('Lawn laying × 100Materials included: ₹500');
    expect(first.textContent).toContain('Warranty90 days from completion');

    // From 768 px each column carries its own plan and warranty, side by side.
    const row = (name: string) =>
      within(table()).getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Booking advance (10%)')).toBe('Booking advance (10%)₹900₹700₹800');
    expect(row('Handover (10%)')).toBe('Handover (10%)₹900₹700₹800');
    expect(row('Materials from our suppliers')).toBe('Materials from our suppliers₹500₹500₹500');
    expect(row('Warranty')).toBe(`Warranty${'90 days from completion'.repeat(3)}`);
    expect(within(table()).getAllByText('Materials included: ₹500')).toHaveLength(3);
  });

  it("splits the total as the pick's plan will, the last payment taking the remainder", () => {
    renderOffers({ quotations: [offer(1, 100001)] });
    const plan = within(cards()[0]!).getByRole('list', { name: 'Payment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.lastChild!.textContent),
    ).toEqual(['₹10,000', '₹40,000', '₹40,000', '₹10,001']);
  });
});
