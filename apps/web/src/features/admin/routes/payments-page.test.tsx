// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WaitingPayment } from '@greenscape/shared/schemas/payments';
import { withModalDialogs } from '../../../../test/dialogs';
import { entry } from '../../../../test/payments/fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import PaymentsPage from './payments-page';

// The team's list of payments customers reported: each links to its project's
// Payments tab and is decided in place, with the same questions as on the tab.

withModalDialogs();
const server = withFakeServer();

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };
const waiting = (n: number, patch: Partial<WaitingPayment>): WaitingPayment => ({
  ...entry(n, {
    amount: 5000,
    reference: `UTR ${n}`,
    paidOn: '2026-12-03',
    status: 'reported',
    createdAt: '2026-12-03T05:00:00.000Z',
  }),
  projectId: `00000000-0000-4000-9000-00000000000${n}`,
  projectRef: `GS-2612-000${n}`,
  customerName: 'Meera Iyer',
  ...patch,
});
const list = [
  waiting(1, {}),
  waiting(2, { amount: 25000, customerName: 'Ravi Kumar', paidOn: '2026-12-04' }),
];

function show() {
  renderAt('/admin/payments', <Route path="/admin/payments" element={<PaymentsPage />} />, {
    role: 'admin',
    account: admin,
  });
}

describe('the payments waiting for the team', () => {
  it('lists them as the server orders them, each linked to its project', async () => {
    server.on('GET', `/api/admin/payments/${adminId}`, json(200, list));
    show();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'GS-2612-0001',
      'GS-2612-0002',
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(
      `/admin/project/${list[1]!.projectId}/payments`,
    );
    expect(rows[1]!.textContent).toContain('Ravi Kumar');
    expect(rows[1]!.textContent).toContain('₹25,000');
    expect(rows[1]!.textContent).toContain('UPI');
  });

  it("confirms one in place, after asking, on its own project's path", async () => {
    server.on('GET', `/api/admin/payments/${adminId}`, json(200, list));
    const second = list[1]!;
    server.on(
      'PUT',
      `/api/projects/${second.projectId}/payments/${second._id}`,
      json(200, { ...second, status: 'confirmed', receiptNo: 'GS/2026-27/0007' }),
    );
    const user = userEvent.setup();
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Confirm ₹25,000 paid on 4 Dec 2026' }),
    );
    expect(server.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm and issue the receipt' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toEqual({ status: 'confirmed' });
    expect(await screen.findByText(/^Payment confirmed\. Receipt GS\/2026-27\/0007/)).toBeTruthy();
  });

  it('says when none is waiting', async () => {
    server.on('GET', `/api/admin/payments/${adminId}`, json(200, []));
    show();
    expect(await screen.findByText(/^No payments waiting/)).toBeTruthy();
  });

  it('reads every page the server has, following x-next-cursor', async () => {
    const third = waiting(3, { customerName: 'Anil Rao' });
    server.on('GET', `/api/admin/payments/${adminId}`, (call) => {
      if (call.query.get('cursor') === 'after-2') {
        return json(200, [third]);
      }
      const first = json(200, list);
      first.headers.set('x-next-cursor', 'after-2');
      return first;
    });
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    expect(screen.queryByText('Anil Rao')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Anil Rao')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
