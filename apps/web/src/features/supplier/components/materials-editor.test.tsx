// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Supplier } from '@greenscape/shared/schemas/auth';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { renderIntl, storeInHindi } from '../../../../test/intl';
import { accountQuery } from '../../../lib/session';
import { MaterialsEditor } from './materials-editor';
import { MaterialsTable } from './materials-table';

afterEach(cleanup);

const supplier: Supplier = {
  _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11',
  name: 'Ravi Traders',
  email: null,
  img: null,
  phone: '+919876543210',
  city: 'Pune',
  address: 'Shop 4, Market Road',
  postalCode: '411001',
  profileCompleted: true,
  materialInfo: [
    { _id: '0f1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b', materialName: 'Cocopeat', materialPrice: 95 },
  ],
};

// The supplier's account as the area's loader leaves it (lib/session.ts).
function withAccount(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(accountQuery('supplier').queryKey, supplier);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the supplier's materials", () => {
  it('are a table and an editor in English', () => {
    renderIntl(
      withAccount(
        <>
          <MaterialsTable materials={supplier.materialInfo} />
          <MaterialsEditor submitLabel="Save Changes" />
        </>,
      ),
    );
    expect(screen.getByRole('region', { name: 'Materials' })).toBeTruthy();
    expect(screen.getByLabelText('Material name, row 1')).toHaveProperty('value', 'Cocopeat');
    expect(screen.getByRole('button', { name: 'Add row' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    storeInHindi(['common', 'supplier']);

    it('name their columns, rows and refusals in Hindi', async () => {
      const user = userEvent.setup();
      renderIntl(
        withAccount(
          <>
            <MaterialsTable materials={supplier.materialInfo} />
            <MaterialsEditor submitLabel="बदलाव सेव करें" />
          </>,
        ),
        { language: 'hi' },
      );
      const table = screen.getByRole('region', { name: 'सामग्री' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['सामग्री', 'कीमत']);
      expect(screen.queryByText('Material')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'पंक्ति जोड़ें' }));
      expect(screen.getByLabelText('कीमत, पंक्ति 2')).toHaveProperty('value', '');
      await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
      expect(screen.getByRole('alert').textContent).toBe(messagesHi.fillAllFields);
    });
  });
});
