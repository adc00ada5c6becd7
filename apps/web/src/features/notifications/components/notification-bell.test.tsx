// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationFeed } from '@greenscape/shared/contract/notifications';
import type { Language } from '@greenscape/shared/language';
import { renderIntl } from '../../../i18n/test-intl';
import { feedQuery } from '../api/notifications';
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

function renderBell(language: Language, data: NotificationFeed = feed) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(feedQuery('supplier').queryKey, data);
  renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell role="supplier" />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

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

  it('says when there is none yet', async () => {
    const user = userEvent.setup();
    renderBell('hi', { unread: 0, unreadMessages: 0, items: [] });
    await user.click(screen.getByRole('button', { name: 'सूचनाएँ, 0 बिना पढ़ी' }));
    expect(screen.getByText('अभी कोई सूचना नहीं है।')).toBeTruthy();
  });
});
