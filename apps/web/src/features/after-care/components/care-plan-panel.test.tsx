// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@greenscape/shared/gst';
import type { CarePlan } from '@greenscape/shared/schemas/care-plan';
import { addDays } from '@greenscape/shared/warranty-rules';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl } from '../../../../test/intl';
import { json, withFakeServer } from '../../../../test/payments/server';
import type { ParticipantRole } from '../../../lib/query-keys';
import { CarePlanPanel } from './care-plan-panel';

// The care plan in each area (docs/product.md#care-plans): the offer the customer answers, each
// answer confirmed first; the visits month by month with their checklists; the partner's log,
// checked by the contract's schema before it goes; the team's offer.

const projectId = '00000000-0000-4000-8000-000000000077';
const url = `/api/projects/${projectId}/care-plan`;
const today = indiaDay(new Date());
const visit = (
  id: number,
  on: string,
  status: CarePlan['visits'][number]['status'] = 'scheduled',
) => ({
  _id: `00000000-0000-4000-8000-00000000010${id}`,
  on,
  status,
  season: 'winter' as const,
  checklist: [
    { key: 'ls-win-water-less', label: 'Water less often', done: status === 'done' },
    { key: 'ls-win-mulch', label: 'Mulch the beds', done: false },
  ],
  log:
    status === 'done' ? { notes: 'All good', photos: [], doneAt: new Date().toISOString() } : null,
});
const plan = (over: Partial<CarePlan> = {}): CarePlan => ({
  _id: '00000000-0000-4000-8000-000000000200',
  status: 'active',
  visitsPerMonth: 2,
  months: 1,
  monthlyFee: 2000,
  startOn: today,
  endsOn: addDays(today, 27),
  visits: [visit(1, today), visit(2, addDays(today, 14))],
  fees: [{ month: 0, startsOn: today, amount: 2000, status: 'due' }],
  ...over,
});

function renderPanel(role: ParticipantRole) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CarePlanPanel projectId={projectId} role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the care plan panel', () => {
  withModalDialogs();
  const server = withFakeServer();

  it("asks the customer before accepting an offer, then sends the customer's decision", async () => {
    server.on('GET', url, json(200, plan({ status: 'offered', visits: [], fees: [] })));
    server.on('PUT', url, json(200, plan({ status: 'active' })));
    renderPanel('user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this care plan?' });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept the plan' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [write] = server.writes();
    expect(write?.query.get('role')).toBe('user');
    expect(write?.body).toEqual({ decision: 'accept' });
  });

  it('shows the visits by month with their checklists, and the fees', async () => {
    server.on(
      'GET',
      url,
      json(200, plan({ visits: [visit(1, today, 'done'), visit(2, addDays(today, 14))] })),
    );
    renderPanel('user');
    expect(await screen.findByText(/2 visits a month for 1 month, ₹2,000 a month/)).toBeTruthy();
    const month = screen.getByRole('region', { name: 'Month 1' });
    const visits = within(month).getAllByRole('article');
    expect(visits).toHaveLength(2);
    expect(within(visits[0]!).getByText('Done')).toBeTruthy();
    expect(within(visits[0]!).getByText('All good')).toBeTruthy();
    expect(within(visits[1]!).getByText('Mulch the beds')).toBeTruthy();
    expect(within(visits[1]!).getByText('Winter (December to February)')).toBeTruthy();
    // The second visit is 14 days away: the customer may move it; the first is done.
    expect(within(visits[1]!).getByRole('button', { name: 'Move this visit' })).toBeTruthy();
    expect(within(visits[0]!).queryByRole('button', { name: 'Move this visit' })).toBeNull();
    expect(screen.getByText(/₹2,000 · due now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the plan' })).toBeTruthy();
  });

  it("lets the partner log today's visit: tasks ticked, and photos asked for before anything goes", async () => {
    server.on('GET', url, json(200, plan()));
    renderPanel('service-provider');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log this visit' });
    // Only today's visit may be logged; the later one has no form.
    expect(screen.getAllByRole('form', { name: 'Log this visit' })).toHaveLength(1);
    await user.click(within(form).getByLabelText('Water less often'));
    await user.type(within(form).getByLabelText('Notes for the customer'), 'Watered lightly');
    await user.click(within(form).getByRole('button', { name: 'Log the visit' }));
    expect(await within(form).findByText('Add 1 to 10 photos of the visit')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cancel the plan' })).toBeNull();
  });

  it("checks the team's offer with the contract's schema, then sends it", async () => {
    server.on('GET', url, json(404, { message: 'Not found', code: 'notFound' }));
    server.on('POST', url, json(201, plan({ status: 'offered' })));
    renderPanel('admin');
    const user = userEvent.setup();
    const months = await screen.findByLabelText('Months');
    await user.clear(months);
    await user.type(months, '30');
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Choose a plan of 1 to 24 months')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await user.clear(months);
    await user.type(months, '6');
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      visitsPerMonth: 4,
      months: 6,
      monthlyFee: 2000,
      startOn: today,
    });
    expect(server.writes()[0]?.query.get('role')).toBe('admin');
  });
});
