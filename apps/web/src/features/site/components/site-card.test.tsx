// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl, storeInHindi } from '../../../../test/intl';
import { json, withFakeServer } from '../../../../test/payments/server';
import { SiteCard } from './site-card';

// The site on a project's page (docs/product.md#the-site): what the caller may see, the link that
// opens it in the phone's maps app, and the change where the rule allows it, sent as the
// contract has it and checked by the shared schema before it goes.

const projectId = '00000000-0000-4000-8000-000000000042';
const site = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: 'Maharashtra' };

function renderCard(props: Partial<Parameters<typeof SiteCard>[0]> = {}, language?: 'hi') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIntl(
    <QueryClientProvider client={client}>
      <SiteCard site={site} projectId={projectId} {...props} />
    </QueryClientProvider>,
    language ? { language } : {},
  );
}

describe('the site card', () => {
  withModalDialogs();
  const server = withFakeServer();

  it('shows the whole site with a maps link, and no change without the rule', () => {
    renderCard();
    expect(screen.getByText('4 Lake View Road, Pune 411001, Maharashtra')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open in maps' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.searchParams.get('query')).toBe('4 Lake View Road, Pune 411001, Maharashtra');
    expect(screen.queryByRole('button', { name: 'Change the site' })).toBeNull();
  });

  it('shows a partner not yet picked the city and pincode, no maps link, and why', () => {
    const area = { address: null, city: 'Pune', pincode: '411001', state: null };
    renderCard({ site: area, note: 'The full address shows once you are picked for the job.' });
    expect(screen.getByText('Pune 411001')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in maps' })).toBeNull();
    expect(
      screen.getByText('The full address shows once you are picked for the job.'),
    ).toBeTruthy();
  });

  it('refuses a bad pincode on the page, then sends the change with the role of the area', async () => {
    server.on('PUT', `/api/projects/${projectId}/site`, (call) => json(200, call.body));
    renderCard({ changeAs: 'admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change the site' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the site' });
    const pincode = screen.getByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '41100');
    await user.click(screen.getByRole('button', { name: 'Save the site' }));
    expect(await screen.findByText('Enter the 6-digit pincode of the garden')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await user.type(pincode, '2');
    await user.clear(screen.getByLabelText('City or town'));
    await user.type(screen.getByLabelText('City or town'), 'Pune City');
    await user.click(screen.getByRole('button', { name: 'Save the site' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    const [write] = server.writes();
    expect(write?.query.get('role')).toBe('admin');
    expect(write?.body).toEqual({ ...site, city: 'Pune City', pincode: '411002' });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    server.on('PUT', `/api/projects/${projectId}/site`, () =>
      json(409, {
        message: 'The site is settled once you pick a quotation. To change it, write to the team',
        code: 'siteFixedAfterPick',
      }),
    );
    renderCard({ changeAs: 'user' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change the site' }));
    await user.click(screen.getByRole('button', { name: 'Save the site' }));
    expect(
      await screen.findByText(
        'The site is settled once you pick a quotation. To change it, write to the team',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change the site' })).toBeTruthy();
  });
});

describe('the site card in Hindi', () => {
  storeInHindi(['common']);
  withFakeServer();

  it('speaks Hindi', () => {
    renderCard({ changeAs: 'user' }, 'hi');
    expect(screen.getByRole('heading', { name: 'बगीचा कहाँ है' })).toBeTruthy();
    expect(screen.getByText('4 Lake View Road, Pune 411001, महाराष्ट्र')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मैप में खोलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइट बदलें' })).toBeTruthy();
  });
});
