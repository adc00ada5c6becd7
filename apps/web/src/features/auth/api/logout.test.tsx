// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../lib/query-keys';
import { useLogout } from './logout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it("forgets the role's badge and notices, and keeps another role's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const client = new QueryClient();
    client.setQueryData(notificationKeys.unread('user'), { unread: 3, unreadMessages: 1 });
    client.setQueryData(notificationKeys.feed('user'), { unread: 3, unreadMessages: 1, items: [] });
    client.setQueryData(notificationKeys.unread('admin'), { unread: 2, unreadMessages: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout('user'), { wrapper });
    result.current.mutate(undefined);
    await waitFor(() =>
      expect(result.current.status, String(result.current.error)).toBe('success'),
    );
    expect(client.getQueryData(notificationKeys.unread('user'))).toBeUndefined();
    expect(client.getQueryData(notificationKeys.feed('user'))).toBeUndefined();
    expect(client.getQueryData(notificationKeys.unread('admin'))).toEqual({
      unread: 2,
      unreadMessages: 0,
    });
  });
});
