// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl } from '../../../../test/intl';
import { ChoiceDialog } from './choice-dialog';

afterEach(cleanup);
withModalDialogs();

const partnerId = '0b7e5f2a-1111-4222-8333-944445555665';
const quotation: CustomerQuotation = {
  _id: '0b7e5f2a-1111-4222-8333-944445555662',
  num: 2,
  partnerId,
  name: 'Green Hands',
  partner: { _id: partnerId, name: 'Green Hands' },
  costing: { totalAmount: 95000, totalSupplierCosting: 5000, finalCosting: 100000 },
  info: [
    {
      serviceDesc: 'Lawn laying',
      quantity: 400,
      spCosting: 200,
      amount: 80000,
      supplierCosting: 5000,
    },
    {
      serviceDesc: 'Garden lights',
      quantity: 10,
      spCosting: 1500,
      amount: 15000,
      supplierCosting: 0,
    },
  ],
};

const ask = (choice: Parameters<typeof ChoiceDialog>[0]['choice'], offer?: CustomerQuotation) =>
  renderIntl(
    <ChoiceDialog choice={choice} quotation={offer} onConfirm={() => {}} onCancel={() => {}} />,
  );

describe('the question before a pick', () => {
  it("names a quotation's terms before they bind: the payments, what it includes, the warranty", () => {
    ask({ kind: 'quotation', num: 2 }, quotation);
    const dialog = screen.getByRole('dialog', { name: 'Choose Quotation 2?' });
    expect(dialog.textContent).toContain('Quotation 2 by Green Hands, total ₹1,00,000.');
    const plan = screen.getByRole('list', { name: 'Payment plan' });
    expect(plan.textContent).toBe(
      'Booking advance (10%)₹10,000Materials on site (40%)₹40,000' +
        'Planting and installation (40%)₹40,000Handover (10%)₹10,000',
    );
    const included = screen.getByRole('list', { name: 'What is included' });
    expect([...included.children].map((li) => li.textContent)).toEqual([
      'Lawn laying × 400',
      'Garden lights × 10',
      'Materials from our suppliers: ₹5,000',
    ]);
    expect(dialog.textContent).toContain('Warranty90 days from completion');
    expect(dialog.textContent).toContain('This choice is final');
  });

  it('asks about a design without any terms', () => {
    ask({ kind: 'design', num: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Choose Design 1?' });
    expect(dialog.textContent).not.toMatch(/Payment plan|Warranty/);
  });
});
