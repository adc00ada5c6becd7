// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@greenscape/shared/gst';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { releasedProject } from '@greenscape/shared/workflow-fixture';
import { addDays } from '@greenscape/shared/warranty-rules';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl } from '../../../../test/intl';
import { json, withFakeServer } from '../../../../test/payments/server';
import type { ParticipantRole } from '../../../lib/query-keys';
import { WarrantyPanel } from './warranty-panel';

// The warranty in each area (docs/product.md#warranty): the days left, the customer's report of
// a problem, the team's visit, the customer's close, each final choice confirmed first.

const projectId = '00000000-0000-4000-8000-000000000088';
const url = `/api/projects/${projectId}/warranty-claims`;
const today = indiaDay(new Date());
const claim = (over: Partial<WarrantyClaim> = {}): WarrantyClaim => ({
  _id: '00000000-0000-4000-8000-000000000301',
  text: 'The lawn has brown patches',
  photos: [],
  status: 'open',
  visitOn: null,
  fixNote: null,
  fixPhotos: [],
  reason: null,
  createdAt: new Date().toISOString(),
  fixedAt: null,
  ...over,
});

function renderPanel(role: ParticipantRole, warrantyEndsOn = addDays(today, 30), language?: 'hi') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIntl(
    <QueryClientProvider client={client}>
      <WarrantyPanel
        projectId={projectId}
        role={role}
        workflow={{ ...releasedProject, status: 'Completed', selectedQuotation: 1 }}
        warrantyEndsOn={warrantyEndsOn}
      />
    </QueryClientProvider>,
    language ? { language } : {},
  );
}

describe('the warranty panel', () => {
  withModalDialogs();
  const server = withFakeServer();

  it('tells the customer the days left and sends a problem as the contract has it', async () => {
    server.on('GET', url, json(200, []));
    server.on('POST', url, (call) =>
      json(201, claim({ text: (call.body as { text: string }).text })),
    );
    renderPanel('user');
    expect(screen.getByText(/30 days left/)).toBeTruthy();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('button', { name: 'Send to the team' }));
    expect(
      await within(form).findByText('Describe the problem in up to 2,000 characters'),
    ).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await user.type(within(form).getByLabelText('What is wrong?'), 'Two plants died');
    await user.click(within(form).getByRole('button', { name: 'Send to the team' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({ text: 'Two plants died', photos: [] });
    expect(server.writes()[0]?.query.get('role')).toBe('user');
  });

  it('offers no report after the warranty, and says why', async () => {
    server.on('GET', url, json(200, []));
    renderPanel('user', addDays(today, -1));
    expect(screen.queryByRole('form', { name: 'Report a problem' })).toBeNull();
    expect(screen.getByText(/Ask the team for a care plan/)).toBeTruthy();
  });

  it('asks the customer before closing a fixed claim, then sends the close', async () => {
    const fixed = claim({
      status: 'fixed',
      fixNote: 'Relaid the turf',
      fixedAt: new Date().toISOString(),
    });
    server.on('GET', url, json(200, [fixed]));
    server.on('PUT', `${url}/${fixed._id}`, json(200, { ...fixed, status: 'closed' }));
    renderPanel('user');
    const user = userEvent.setup();
    expect(await screen.findByText('Relaid the turf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Still not right: reopen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'It is fixed: close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this claim as fixed?' });
    await user.click(within(dialog).getByRole('button', { name: 'It is fixed: close' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({ action: 'close' });
  });

  it('lets the team schedule a visit for an open claim, as the admin', async () => {
    const open = claim();
    server.on('GET', url, json(200, [open]));
    server.on('PUT', `${url}/${open._id}`, json(200, { ...open, status: 'scheduled' }));
    renderPanel('admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule the visit' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({ visitOn: today });
    expect(server.writes()[0]?.query.get('role')).toBe('admin');
  });

  it('speaks Hindi', async () => {
    server.on('GET', url, json(200, [claim()]));
    renderPanel('user', addDays(today, 5), 'hi');
    expect(await screen.findByText('विज़िट की प्रतीक्षा')).toBeTruthy();
    expect(screen.getByText(/5 दिन बाकी/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'समस्या बताएँ' })).toBeTruthy();
  });
});
