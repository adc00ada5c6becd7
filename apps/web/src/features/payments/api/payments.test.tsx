// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentEntry } from '@greenscape/shared/schemas/payments';
import { json, withFakeServer } from '../../../../test/payments/server';
import { paymentKeys } from '../../../lib/query-keys';
import { useAddPayment, useAddPayout, useDecidePayment } from './payments';

// After money moves, every read it changes is read again: the ledger of each role, the
// payouts, the team's waiting list, and each read of the project whose workflow carries
// `outstanding` (the customer's, the team's and the partner's, and the lists).

const server = withFakeServer();

const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const otherId = '8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const paymentId = '11111111-2222-4333-8444-555555555555';
const base = `/api/projects/${projectId}`;

const entry: PaymentEntry = {
  _id: paymentId,
  amount: 5000,
  method: 'upi',
  reference: null,
  paidOn: '2026-12-03',
  status: 'confirmed',
  reason: null,
  receiptNo: 'GS/2026-27/0002',
  reportedBy: 'admin',
  createdAt: '2026-12-03T05:00:00.000Z',
  decidedAt: '2026-12-03T05:00:00.000Z',
};

// The keys as the registry writes them (lib/query-keys.ts), spelt out where a feature reads them.
const refreshed: Record<string, QueryKey> = {
  "the customer's ledger": paymentKeys.ledger(projectId, 'user'),
  "the team's ledger": paymentKeys.ledger(projectId, 'admin'),
  'the payouts': paymentKeys.payouts(projectId, 'admin'),
  'the waiting list': paymentKeys.waiting,
  "the customer's project": ['project', projectId],
  "the customer's projects": ['projects', 'user-1'],
  "the team's project": ['admin', 'project', projectId],
  "the team's lists": ['admin', 'projects', 'inprogress'],
  "the partner's project": ['partner', 'project', projectId],
};
const untouched: Record<string, QueryKey> = {
  "another project's ledger": paymentKeys.ledger(otherId, 'user'),
  "another project's page": ['admin', 'project', otherId],
};

function clientWithReads() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [...Object.values(refreshed), ...Object.values(untouched)]) {
    client.setQueryData(key, {});
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

function expectRefreshed(client: QueryClient) {
  for (const [name, key] of Object.entries(refreshed)) {
    expect(client.getQueryState(key)?.isInvalidated, name).toBe(true);
  }
  for (const [name, key] of Object.entries(untouched)) {
    expect(client.getQueryState(key)?.isInvalidated, name).toBe(false);
  }
}

const payment = { amount: 5000, method: 'upi', paidOn: '2026-12-03' } as const;

describe('money moving', () => {
  it("refreshes the project's reads after the customer reports a payment", async () => {
    server.on('POST', `${base}/payments`, json(201, { ...entry, status: 'reported' }));
    const { client, wrapper } = clientWithReads();
    const { result } = renderHook(() => useAddPayment('user'), { wrapper });
    await result.current.mutateAsync({ projectId, payment });
    expect(server.writes()[0]!.query.get('role')).toBe('user');
    expectRefreshed(client);
  });

  it('refreshes them after the team records a payment, and after a refusal too', async () => {
    server.on(
      'POST',
      `${base}/payments`,
      json(409, { message: 'Somebody else decided', code: 'paymentNotReported' }),
    );
    const { client, wrapper } = clientWithReads();
    const { result } = renderHook(() => useAddPayment('admin'), { wrapper });
    await expect(result.current.mutateAsync({ projectId, payment })).rejects.toThrow();
    expect(server.writes()[0]!.query.get('role')).toBe('admin');
    expectRefreshed(client);
  });

  it('refreshes them after a decision and after a payout', async () => {
    server.on('PUT', `${base}/payments/${paymentId}`, json(200, entry));
    const { _id, amount, method, reference, paidOn, createdAt } = entry;
    server.on(
      'POST',
      `${base}/payouts`,
      json(201, { _id, amount, method, reference, paidOn, createdAt }),
    );
    const decided = clientWithReads();
    const decide = renderHook(() => useDecidePayment(), { wrapper: decided.wrapper });
    await decide.result.current.mutateAsync({
      projectId,
      paymentId,
      decision: { status: 'confirmed' },
    });
    expectRefreshed(decided.client);

    const paid = clientWithReads();
    const payout = renderHook(() => useAddPayout(), { wrapper: paid.wrapper });
    await payout.result.current.mutateAsync({ projectId, payout: payment });
    expectRefreshed(paid.client);
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT ${base}/payments/${paymentId}`,
      `POST ${base}/payouts`,
    ]);
  });
});
