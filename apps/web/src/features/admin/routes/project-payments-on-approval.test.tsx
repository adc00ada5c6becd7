// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { entry, ledgerOf, milestoneOf, pickedState } from '../../../../test/payments/fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import ProjectPaymentsPage from './project-payments-page';

// Money follows the work (docs/product.md#payments): on the team's Payments tab, with the advance
// paid and milestone 2's work not yet approved, nothing is due, and the tab says what comes next.

const server = withFakeServer();
const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const base = `/api/projects/${projectId}`;

describe("the team's Payments tab, before the next approval", () => {
  it('says that nothing is due, and what comes with the approval', async () => {
    server.on(
      'GET',
      `/api/admin/project/${projectId}/${adminId}`,
      json(200, {
        _id: projectId,
        ref: 'GS-2612-0042',
        allocatedQuotations: [],
        status: 'In Progress',
        workflow: { ...pickedState, outstanding: 135000 },
      }),
    );
    server.on(
      'GET',
      `${base}/payments`,
      json(
        200,
        ledgerOf({
          paid: 15000,
          outstanding: 135000,
          due: null,
          upi: null,
          pending: 0,
          entries: [entry(1, { receiptNo: 'GS/2026-27/0001' })],
        }),
      ),
    );
    server.on(
      'GET',
      `${base}/milestones`,
      json(200, [
        milestoneOf(1, 'Booking advance', 10, { advance: true, status: 'approved' }),
        milestoneOf(2, 'Materials on site', 90),
      ]),
    );
    server.on('GET', `${base}/payouts`, json(200, { total: 0, paid: 0, balance: 0, entries: [] }));
    renderAt(
      `/admin/project/${projectId}/payments`,
      <Route path="/admin/project/:projectId/payments" element={<ProjectPaymentsPage />} />,
      { role: 'admin', account: { _id: adminId, email: 'team@greenscape.example', name: 'Asha' } },
    );
    await waitFor(() =>
      expect(screen.getByTestId('payment-due').textContent).toBe(
        'Nothing is due now. Next: ₹1,35,000 for milestone 2, Materials on site, once its work is approved.',
      ),
    );
    const schedule = await screen.findByRole('region', { name: 'Payment schedule' });
    const [first, second] = within(schedule).getAllByRole('listitem');
    expect(first!.textContent).toContain('The advance: payable from the pick');
    expect(first!.dataset.coverage).toBe('paid');
    expect(second!.dataset.coverage).toBe('later');
    expect(second!.textContent).toContain('Due on approval');
  });
});
