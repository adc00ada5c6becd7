// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
// Opening the panel marks the feed read.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
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

  it('reads the notices only when the panel opens, after marking them read', async () => {
    const calls: string[] = [];
    let answerFeed = () => {};
    const feedAnswered = new Promise<void>((resolve) => (answerFeed = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`);
        if (url.includes('/notifications/read')) {
          return Response.json({ unread: 0 });
        }
        await feedAnswered;
        return Response.json({ ...feed, unread: 0 });
      }),
    );
    const user = userEvent.setup();
    renderBell('en', feed, 'user', { panelRead: false });
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading…');
    answerFeed();
    await waitFor(() => expect(within(panel).getByText(feed.items[0]!.text)).toBeTruthy());
    expect(calls.map((c) => c.replace(/^(\w+) .*\/api/, '$1 '))).toEqual([
      'POST /notifications/read',
      'GET /notifications?role=user',
    ]);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
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
