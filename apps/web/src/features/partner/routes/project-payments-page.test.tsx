// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { Payouts } from '@greenscape/shared/schemas/payments';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import ProjectPaymentsPage from './project-payments-page';

// The partner's Payments tab: the selected partner reads what Greenscape paid them
// against their quotation's total; any other partner, whom the server refuses the payouts, reads
// how payment works, in either language.

const server = withFakeServer();

const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const payoutsPath = `/api/projects/${projectId}/payouts`;
const partner = { _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11', name: 'Green Thumb' } as Partner;
const payouts: Payouts = {
  total: 120000,
  paid: 30000,
  balance: 90000,
  entries: [
    {
      _id: '11111111-2222-4333-8444-555555555555',
      amount: 30000,
      method: 'bank-transfer',
      reference: 'NEFT 9931',
      paidOn: '2026-12-05',
      createdAt: '2026-12-05T06:00:00.000Z',
    },
  ],
};

function show(language: 'en' | 'hi' = 'en') {
  renderAt(
    `/service-provider/project/${projectId}/payments`,
    <Route
      path="/service-provider/project/:projectId/payments"
      element={<ProjectPaymentsPage />}
    />,
    { role: 'service-provider', account: partner },
    language,
  );
}

describe("the partner's Payments tab", () => {
  it('shows the selected partner their total, what is paid, the balance and each payout', async () => {
    server.on('GET', payoutsPath, json(200, payouts));
    show();
    const figures = await screen.findByLabelText('Payouts in figures');
    expect(figures.textContent).toContain('Quotation total₹1,20,000');
    expect(figures.textContent).toContain('Paid₹30,000');
    expect(figures.textContent).toContain('Balance₹90,000');
    const table = screen.getByRole('table', { name: 'Payouts on the record' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('5 Dec 2026');
    expect(row.textContent).toContain('₹30,000');
    expect(row.textContent).toContain('Bank transfer');
    expect(row.textContent).toContain('NEFT 9931');
    expect(server.calls[0]!.query.get('role')).toBe('service-provider');
  });

  it('says so when nothing is paid yet', async () => {
    server.on('GET', payoutsPath, json(200, { ...payouts, paid: 0, balance: 120000, entries: [] }));
    show();
    expect(
      await screen.findByText(
        'No payouts yet. Greenscape pays you offline and records each payout here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a partner who was not selected how payment works, in Hindi too', async () => {
    server.on('GET', payoutsPath, json(404, { message: 'Project not found', code: 'notFound' }));
    show('hi');
    expect(
      await screen.findByText(
        'Greenscape ऑफ़लाइन भुगतान करता है, और सिर्फ़ उसी पार्टनर को जिसका कोटेशन ग्राहक चुनता है, ग्राहक के चुनने के बाद।',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('पार्टनर को भुगतान का हिसाब')).toBeNull();
  });

  it('tells a partner refused outright (403) the same, in English', async () => {
    server.on('GET', payoutsPath, json(403, { message: 'Forbidden', code: 'forbidden' }));
    show();
    expect(
      await screen.findByText(
        'Greenscape pays offline, and only the partner whose quotation the customer picks, once the customer has picked.',
      ),
    ).toBeTruthy();
  });

  it('shows any other failure as it is', async () => {
    server.on(
      'GET',
      payoutsPath,
      json(500, { message: 'Something went wrong', code: 'internalError' }),
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
