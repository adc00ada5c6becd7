import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@greenscape/shared/schemas/auth';
import { readEarly } from './early-read';

const state = vi.hoisted(() => ({ online: true, client: undefined as unknown }));
const verify = vi.hoisted(() => vi.fn());
vi.mock('../lib/query-client', () => ({
  get queryClient() {
    return state.client;
  },
  keptAnswersRestored: Promise.resolve(),
  onlineManager: { isOnline: () => state.online },
}));
vi.mock('../lib/session', () => ({
  accountQuery: (role: string) => ({
    queryKey: ['session', 'account', role],
    queryFn: verify,
    staleTime: 60_000,
  }),
}));

const args = (projectId: string) =>
  ({ params: { projectId }, request: new Request('http://x/') }) as unknown as LoaderFunctionArgs;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readEarly', () => {
  afterEach(() => {
    verify.mockReset();
    state.online = true;
  });

  it("answers at once and starts the page's read with the account's read, shared with the guard's", async () => {
    const client = new QueryClient();
    state.client = client;
    verify.mockResolvedValue({ _id: 'u1' });
    // The guard's read, already under way when the page's loader runs.
    const guard = client.fetchQuery({
      queryKey: ['session', 'account', 'user'],
      queryFn: verify,
    });
    const start = vi.fn();
    const loader = readEarly('user', () => Promise.resolve(start));
    expect(loader(args('p1'))).toBeNull();
    await guard;
    await settle();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(client, { _id: 'u1' } as User, { projectId: 'p1' });
  });

  it('starts nothing without a network, nor when the session is over', async () => {
    state.client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = vi.fn();
    // A session that would answer: only the missing network stops the read.
    verify.mockResolvedValue({ _id: 'u1' });
    state.online = false;
    readEarly('user', () => Promise.resolve(start))(args('p1'));
    await settle();
    expect(start).not.toHaveBeenCalled();
    state.online = true;
    verify.mockRejectedValue(new Error('401'));
    readEarly('user', () => Promise.resolve(start))(args('p1'));
    await settle();
    expect(start).not.toHaveBeenCalled();
  });
});
