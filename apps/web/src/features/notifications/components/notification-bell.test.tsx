// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationFeed } from '@greenscape/shared/contract/notifications';
import type { Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import { renderIntl } from '../../../../test/intl';
import { feedQuery, unreadQuery } from '../api/notifications';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString();
// The server writes each notification in its reader's language.
const feed: NotificationFeed = {
  unread: 2,
  unreadMessages: 0,
  items: [
    {
      _id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
      kind: 'invited',
      text: 'आपके कोटेशन के लिए एक प्रोजेक्ट खुला है',
      projectId: null,
      read: false,
      createdAt: threeDaysAgo,
    },
  ],
};

function renderBell(
  language: Language,
  data: NotificationFeed = feed,
  role: Role = 'supplier',
  { panelRead = true } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(unreadQuery(role).queryKey, {
    unread: data.unread,
    unreadMessages: data.unreadMessages,
  });
  if (panelRead) {
    client.setQueryData(feedQuery(role).queryKey, data);
  }
  // The server marks the notices read, and then answers them so (a conversation's stay unread).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/notifications/read')
        ? Response.json({ unread: 0 })
        : Response.json({ ...data, unread: data.unreadMessages }),
    ),
  );
  renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

// A notice of new messages in a project's conversation, and three unread messages.
const projectId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const withMessages: NotificationFeed = {
  unread: 4,
  unreadMessages: 3,
  items: [
    {
      _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      kind: 'Message',
      text: 'New messages in the project conversation',
      projectId,
      read: false,
      createdAt: threeDaysAgo,
    },
    {
      _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      kind: 'Quotation',
      text: 'Your quotations are ready',
      projectId,
      read: false,
      createdAt: threeDaysAgo,
    },
  ],
};

describe('the notification bell', () => {
  it('counts the unread ones in English', () => {
    renderBell('en');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('speaks Hindi, times included', async () => {
    const user = userEvent.setup();
    renderBell('hi');
    await user.click(screen.getByRole('button', { name: 'सूचनाएँ, 2 बिना पढ़ी' }));
    const panel = screen.getByRole('region', { name: 'सूचनाएँ' });
    expect(within(panel).getByText('3 दिन पहले')).toBeTruthy();
    expect(within(panel).queryByText(/ago/)).toBeNull();
  });

  /** A fetch that records each call and answers the mark at once, the feed when told. */
  function stubServer(answer: NotificationFeed) {
    const calls: string[] = [];
    const held: (() => void)[] = [];
    const hold = () => new Promise<void>((resolve) => held.push(resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        calls.push(`${method} ${url.replace(/^.*\/api/, '')}`);
        await hold();
        return url.includes('/notifications/read')
          ? Response.json({ unread: 0 })
          : Response.json(answer);
      }),
    );
    return { calls, answer: () => held.splice(0).forEach((go) => go()) };
  }

  it('reads the notices only when the panel opens, once they are marked read', async () => {
    const user = userEvent.setup();
    renderBell('en', feed, 'user', { panelRead: false });
    const server = stubServer({ ...feed, unread: 0 });
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading…');
    // The notices wait for the mark, so that they come back read.
    await waitFor(() => expect(server.calls).toEqual(['POST /notifications/read']));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(server.calls).toEqual(['POST /notifications/read']);
    server.answer();
    await waitFor(() =>
      expect(server.calls).toEqual(['POST /notifications/read', 'GET /notifications?role=user']),
    );
    server.answer();
    await waitFor(() => expect(within(panel).getByText(feed.items[0]!.text)).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('reads the notices again at each opening, and the badge takes their counts', async () => {
    const user = userEvent.setup();
    renderBell('en', withMessages, 'user');
    const server = stubServer({ ...withMessages, unread: 5, unreadMessages: 5 });
    const bell = () => screen.getByRole('button', { name: /^Notifications/ });
    await user.click(bell());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.answer();
    await waitFor(() => expect(server.calls).toHaveLength(2));
    server.answer();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('5'));
    await user.click(bell());
    await user.click(bell());
    await waitFor(() => expect(server.calls.at(-1)).toBe('GET /notifications?role=user'));
    expect(server.calls.filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });

  it('says so when the phone has no network, rather than loading for ever', async () => {
    onlineManager.setOnline(false);
    try {
      const user = userEvent.setup();
      renderBell('hi', feed, 'user', { panelRead: false });
      await user.click(screen.getByRole('button', { name: 'सूचनाएँ, 2 बिना पढ़ी' }));
      const panel = screen.getByRole('region', { name: 'सूचनाएँ' });
      await waitFor(() =>
        expect(within(panel).getByRole('status').textContent).toBe(
          'नेटवर्क नहीं है: फ़ोन के फिर से ऑनलाइन होते ही सूचनाएँ दिखेंगी।',
        ),
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says when there is none yet', async () => {
    const user = userEvent.setup();
    renderBell('hi', { unread: 0, unreadMessages: 0, items: [] });
    await user.click(screen.getByRole('button', { name: 'सूचनाएँ, 0 बिना पढ़ी' }));
    expect(screen.getByText('अभी कोई सूचना नहीं है।')).toBeTruthy();
  });

  it('counts unread messages and leads from their notice to the conversation', async () => {
    const user = userEvent.setup();
    renderBell('en', withMessages, 'service-provider');
    expect(screen.getByTestId('notification-badge').textContent).toBe('4');
    await user.click(
      screen.getByRole('button', { name: 'Notifications, 4 unread, 3 of them messages' }),
    );
    // Opening the panel reads the other notice; the messages stay until their thread is read.
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('3 unread messages in your project conversations')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: 'New messages in the project conversation' })
        .getAttribute('href'),
    ).toBe(`/service-provider/project/${projectId}/messages`);
    expect(
      within(panel).getByRole('link', { name: 'Your quotations are ready' }).getAttribute('href'),
    ).toBe(`/service-provider/project/${projectId}`);
  });

  it("takes the customer to the conversation on the project's page, in Hindi too", async () => {
    const user = userEvent.setup();
    renderBell('hi', withMessages, 'user');
    await user.click(screen.getByRole('button', { name: 'सूचनाएँ, 4 बिना पढ़ी, उनमें 3 संदेश' }));
    const panel = screen.getByRole('region', { name: 'सूचनाएँ' });
    expect(within(panel).getByText('आपके प्रोजेक्ट की बातचीत में 3 बिना पढ़े संदेश')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: 'New messages in the project conversation' })
        .getAttribute('href'),
    ).toBe(`/user/project/${projectId}#messages`);
  });
});
