// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@greenscape/shared/gst';
import type { Language } from '@greenscape/shared/language';
import { messages } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { pages } from '@greenscape/shared/pages';
import type { User } from '@greenscape/shared/schemas/auth';
import { renderIntl, storeInHindi } from '../../../../test/intl';
import { accountQuery } from '../../../lib/session';
import DetailsPage from './details-page';
import ProfilePage from './profile-page';
import { json, withFakeServer, type Call } from '../../../../test/payments/server';
import { serve, user, userId } from '../../../../test/payments/customer-kit';

// The customer's GSTIN and state, optional, for a tax invoice.

const server = withFakeServer();

const karnatakaGstin = (() => {
  const first14 = '29ABCDE1234F1Z';
  return first14 + gstinCheckCharacter(first14);
})();
const fiveFields = {
  name: 'Meera Iyer',
  phone: '9876543210',
  city: 'Bengaluru',
  address: '12 Lake Road',
  postalCode: '560001',
};

/** The server of these tests: the save answers the account as sent. */
function serveSave(): Call[] {
  serve(server, {});
  server.on('PUT', `/api/user/${userId}`, json(200, user));
  return server.calls;
}

function show(page: ReactElement, account: object = user, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(accountQuery('user').queryKey, account as User);
  renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={page} />
          <Route path={pages.userHome} element={<p>Account</p>} />
          <Route path={pages.userNewProject} element={<p>New project</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

const saved = (calls: Call[]) =>
  (calls.find((c) => c.method === 'PUT')?.body as { updatationDetails: unknown } | undefined)
    ?.updatationDetails;

describe("the customer's GST details", () => {
  it('are sent with the profile, the GSTIN in capitals', async () => {
    const calls = serveSave();
    const person = userEvent.setup();
    show(<ProfilePage />);
    expect(screen.getByRole('group', { name: 'For a GST invoice (optional)' })).toBeTruthy();
    await person.type(screen.getByLabelText('GSTIN'), karnatakaGstin.toLowerCase());
    await person.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Account');
    expect(saved(calls)).toEqual({ ...fiveFields, gstin: karnatakaGstin, state: 'Karnataka' });
  });

  it('are cleared with null when emptied', async () => {
    const calls = serveSave();
    const person = userEvent.setup();
    show(<ProfilePage />, { ...user, gstin: karnatakaGstin, state: 'Karnataka' });
    const gstin = screen.getByLabelText('GSTIN') as HTMLInputElement;
    expect(gstin.value).toBe(karnatakaGstin);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka');
    await person.clear(gstin);
    await person.selectOptions(screen.getByLabelText('State'), '');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Account');
    expect(saved(calls)).toEqual({ ...fiveFields, gstin: null, state: null });
  });

  it("are checked with the shared schema's rules before any call", async () => {
    const calls = serveSave();
    const person = userEvent.setup();
    show(<ProfilePage />);
    await person.type(screen.getByLabelText('GSTIN'), karnatakaGstin);
    await person.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.gstinStateMismatch)).toBeTruthy();
    await person.clear(screen.getByLabelText('GSTIN'));
    await person.type(screen.getByLabelText('GSTIN'), '29ABCDE1234F1Z0');
    await waitFor(() => expect(screen.getByText(messages.gstinInvalid)).toBeTruthy());
    expect(saved(calls)).toBeUndefined();
  });

  it('are left out by the first-time details, which keeps them as they are', async () => {
    const calls = serveSave();
    const person = userEvent.setup();
    show(<DetailsPage />, { ...user, gstin: karnatakaGstin, state: 'Karnataka' });
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('New project');
    expect(saved(calls)).toEqual(fiveFields);
  });

  describe('in Hindi', () => {
    storeInHindi(['common', 'auth', 'user']);

    it('speak Hindi, the shared rules too', async () => {
      serveSave();
      const person = userEvent.setup();
      show(<ProfilePage />, user, 'hi');
      expect(screen.getByRole('group', { name: 'GST इनवॉइस के लिए (वैकल्पिक)' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'नहीं दिया' })).toBeTruthy();
      await person.type(screen.getByLabelText('GSTIN'), 'ABC');
      await person.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
      expect(await screen.findByText(messagesHi.gstinInvalid)).toBeTruthy();
      expect(screen.getByLabelText('राज्य')).toBeTruthy();
    });
  });
});
