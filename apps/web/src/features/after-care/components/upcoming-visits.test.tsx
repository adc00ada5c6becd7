// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@greenscape/shared/gst';
import { renderIntl } from '../../../../test/intl';
import { json, withFakeServer } from '../../../../test/payments/server';
import { UpcomingCareVisits } from './upcoming-visits';

// The partner's care visits of the next 7 days on its home (docs/product.md#care-plans): where
// each garden is, with a maps link and the way to the project's Care visits tab; nothing while
// there are none.

const providerId = '00000000-0000-4000-8000-000000000901';
const projectId = '00000000-0000-4000-8000-000000000902';
const url = `/api/service-provider/care-visits/${providerId}`;
const today = indiaDay(new Date());

function renderList(language?: 'hi') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UpcomingCareVisits providerId={providerId} />
      </MemoryRouter>
    </QueryClientProvider>,
    language ? { language } : {},
  );
}

const visit = {
  _id: '00000000-0000-4000-8000-000000000903',
  on: today,
  status: 'scheduled',
  season: 'monsoon',
  checklist: [{ key: 'ls-mon-neem-spray', label: 'Spray neem oil', done: false }],
  log: null,
  projectId,
  projectRef: 'GS-2611-0042',
  customerName: 'Asha Rao',
  site: { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: 'Maharashtra' },
};

describe("the partner's next 7 days", () => {
  const server = withFakeServer();

  it('lists each visit with its address, a maps link and the way to the project', async () => {
    server.on('GET', url, json(200, [visit]));
    renderList();
    const list = await screen.findByRole('region', { name: 'Care visits in the next 7 days' });
    expect(within(list).getByText('4 Lake View Road, Pune 411001, Maharashtra')).toBeTruthy();
    expect(within(list).getByText(/Asha Rao/)).toBeTruthy();
    expect(within(list).getByText(/Monsoon \(June to September\)/)).toBeTruthy();
    const maps = within(list).getByRole('link', { name: 'Open in maps' });
    expect(new URL(maps.getAttribute('href')!).searchParams.get('query')).toBe(
      '4 Lake View Road, Pune 411001, Maharashtra',
    );
    expect(within(list).getByRole('link', { name: 'Open the visits' }).getAttribute('href')).toBe(
      `/service-provider/project/${projectId}/care`,
    );
  });

  it('shows nothing while there are no visits, and speaks Hindi', async () => {
    server.on('GET', url, json(200, []));
    const { container } = renderList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    server.on('GET', url, json(200, [visit]));
    renderList('hi');
    expect(await screen.findByRole('region', { name: 'अगले 7 दिनों की देखभाल विज़िट' })).toBeTruthy();
  });
});
