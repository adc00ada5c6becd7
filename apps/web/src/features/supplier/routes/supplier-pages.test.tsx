// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Supplier } from '@greenscape/shared/schemas/auth';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { renderIntl, storeInHindi } from '../../../../test/intl';
import { accountQuery } from '../../../lib/session';
import AccountPage from './account-page';
import MaterialCostingPage from './material-costing-page';
import UpdateProfilePage from './update-profile-page';

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
  materialInfo: [],
};

function page(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(accountQuery('supplier').queryKey, supplier);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe("the supplier's pages in Hindi", () => {
  storeInHindi(['common', 'auth', 'supplier']);

  it('show the account with Hindi labels', () => {
    renderIntl(page(<AccountPage />), { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'खाते की जानकारी' })).toBeTruthy();
    expect(screen.getByText('पिन कोड')).toBeTruthy();
    expect(screen.getByText('अभी नहीं दिया गया')).toBeTruthy();
    expect(screen.queryByText('Postal code')).toBeNull();
  });

  it("check the profile form with the shared schema's texts in Hindi", async () => {
    const user = userEvent.setup();
    renderIntl(page(<UpdateProfilePage />), { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी प्रोफ़ाइल बदलें' })).toBeTruthy();
    await user.clear(screen.getByLabelText('शहर'));
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(screen.getByText(messagesHi.allFieldsRequired)).toBeTruthy();
    expect(screen.queryByText('Save Changes')).toBeNull();
  });

  it('ask for the first materials with a Hindi editor', () => {
    renderIntl(page(<MaterialCostingPage />), { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'सामग्री की कीमतें' })).toBeTruthy();
    expect(screen.getByLabelText('सामग्री का नाम, पंक्ति 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeTruthy();
  });
});
