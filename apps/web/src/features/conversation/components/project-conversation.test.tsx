// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthorRole, ProjectMessage } from '@greenscape/shared/schemas/execution';
import { renderIntl } from '../../../../test/intl';
import { sessionKeys } from '../../../lib/query-keys';
import type { ConversationRole } from '../api/messages';
import { ProjectConversation } from './project-conversation';

const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const base = `/api/projects/${projectId}/messages`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function message(n: number, role: AuthorRole, name: string, text: string, photos: string[] = []) {
  // Message 3 was written 7 minutes ago, the later ones a minute ago.
  return {
    _id: uuid(n),
    author: { role, name },
    text,
    photos,
    createdAt: minutesAgo(Math.max(10 - n, 1)),
  };
}

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
/** The server of these tests: each answer by method and path, the calls kept to check. */
let answer: (call: Call) => Response;

beforeAll(() => {
  // jsdom has neither; the lightbox opens a modal dialog, the thread scrolls to its newest.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A thread answered newest first, as the server does; read marks and sends answered too. */
function serve(pages: Record<string, ProjectMessage[]>, onSend?: (call: Call) => Response) {
  answer = (call) => {
    const url = new URL(call.url, 'http://localhost');
    if (call.method === 'PUT' && url.pathname === `${base}/read`) {
      return new Response(null, { status: 204 });
    }
    if (call.method === 'POST' && url.pathname === base && onSend) {
      const response = onSend(call);
      if (response.status === 201) {
        // What the next read of the thread finds.
        void response
          .clone()
          .json()
          .then((m: ProjectMessage) => (pages[''] = [m, ...(pages[''] ?? [])]));
      }
      return response;
    }
    if (call.method === 'GET' && url.pathname === base) {
      return json(200, pages[url.searchParams.get('before') ?? ''] ?? []);
    }
    return json(404, { message: 'Not found' });
  };
}

function show(role: ConversationRole, language: 'en' | 'hi' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The area's loader has read who is signed in: a customer's or partner's message is theirs.
  client.setQueryData(sessionKeys.account(role), { _id: uuid(77) });
  renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectConversation projectId={projectId} role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

const thread = [
  message(3, 'partner', 'Green Thumb Works', 'Photos of the soil test.', [
    '/api/files/' + uuid(90),
  ]),
  message(2, 'admin', 'Asha (Greenscape)', 'The partner visits on Monday.'),
  message(1, 'customer', 'Meera Iyer', 'When does the work start?'),
];

describe('the project conversation', () => {
  it('shows the thread oldest first, with names and parts, and reads it', async () => {
    serve({ '': thread });
    show('user');
    const list = await screen.findByRole('list', { name: 'Messages of this project' });
    const items = within(list).getAllByTestId('project-message');
    expect(items.map((i) => i.querySelector(':scope > div > p')?.textContent)).toEqual([
      'When does the work start?',
      'The partner visits on Monday.',
      'Photos of the soil test.',
    ]);
    expect(items[0]!.textContent).toContain('Meera Iyer');
    expect(items[0]!.textContent).toContain('Customer');
    expect(items[1]!.textContent).toContain('Greenscape team');
    expect(items[2]!.textContent).toContain('Partner');
    expect(items[2]!.textContent).toContain('7 minutes ago');
    // The thread was asked as the customer, and marked read once shown.
    expect(calls[0]!.url).toBe(`${base}?role=user`);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === `${base}/read?role=user`)).toBe(
        true,
      ),
    );
  });

  it('opens a photo large', async () => {
    serve({ '': thread });
    const user = userEvent.setup();
    show('service-provider');
    await user.click(
      await screen.findByRole('button', { name: 'Enlarge photo 1 from Green Thumb Works' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 from Green Thumb Works' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(`/api/files/${uuid(90)}`);
  });

  it('speaks Hindi, times and parts included', async () => {
    serve({ '': thread });
    show('user', 'hi');
    const list = await screen.findByRole('list', { name: 'इस प्रोजेक्ट के संदेश' });
    expect(list.textContent).toContain('ग्राहक');
    expect(list.textContent).toContain('Greenscape टीम');
    expect(list.textContent).toContain('7 मिनट पहले');
    expect(screen.getByLabelText('आपका संदेश')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
    expect(list.textContent).not.toMatch(/Customer|minutes ago/);
  });

  it('says when there is nothing yet, and marks nothing read', async () => {
    serve({ '': [] });
    show('admin');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('loads older messages above the newer ones, from the oldest held', async () => {
    // A full page of 50 (ids 100..51, newest first), and an older page of two.
    const full = Array.from({ length: 50 }, (_, i) =>
      message(100 - i, 'customer', 'Meera Iyer', `Message ${100 - i}`),
    );
    const older = [
      message(50, 'admin', 'Asha', 'Message 50'),
      message(49, 'admin', 'Asha', 'Message 49'),
    ];
    serve({ '': full, [uuid(51)]: older });
    const user = userEvent.setup();
    show('admin');
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    await screen.findByText('Message 49');
    const texts = screen
      .getAllByTestId('project-message')
      .map((i) => i.querySelector(':scope > div > p')?.textContent);
    expect(texts.slice(0, 3)).toEqual(['Message 49', 'Message 50', 'Message 51']);
    expect(texts.at(-1)).toBe('Message 100');
    expect(texts).toHaveLength(52);
    // The older page was short: there is nothing before it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull(),
    );
  });

  it('sends a message, shows it at once and clears the box', async () => {
    const sent = message(4, 'customer', 'Meera Iyer', 'Thank you!');
    serve({ '': [...thread] }, () => json(201, sent));
    const user = userEvent.setup();
    show('user');
    const box = await screen.findByLabelText('Your message');
    await user.type(box, '  Thank you!  ');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you!');
    // The composer sticks over the thread's foot: the thread scrolls so the new message shows.
    await waitFor(() =>
      expect(scrolled).toHaveBeenCalledWith({ block: 'end', behavior: 'smooth' }),
    );
    scrolled.mockRestore();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${base}?role=user`);
    expect(post.body).toEqual({ text: 'Thank you!', photos: [] });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it("keeps the text and shows the server's refusal", async () => {
    serve({ '': thread }, () => json(409, { message: 'This project is closed.' }));
    const user = userEvent.setup();
    show('service-provider');
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'Done with the lawn.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This project is closed.');
    expect((box as HTMLTextAreaElement).value).toBe('Done with the lawn.');
  });

  it('refuses an empty message without asking the server, and counts near the limit', async () => {
    serve({ '': thread }, () => json(201, thread[0]));
    const user = userEvent.setup();
    show('user');
    const box = await screen.findByLabelText('Your message');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    expect(screen.queryByText(/of 2000 characters/)).toBeNull();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 of 2000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks the thread read only once it is on the screen', async () => {
    // The customer's project page shows the thread at its foot: opening the page is not reading.
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    serve({ '': thread });
    show('user');
    await screen.findByRole('list', { name: 'Messages of this project' });
    const reads = () => calls.filter((c) => c.method === 'PUT');
    expect(reads()).toEqual([]);
    act(() => report!([{ isIntersecting: true }]));
    await waitFor(() => expect(reads()).toHaveLength(1));
  });

  it('names a customer without a name by their part, photos included', async () => {
    serve({ '': [message(1, 'customer', '', 'Here is the corner.', [`/api/files/${uuid(91)}`])] });
    show('admin');
    const item = await screen.findByTestId('project-message');
    expect(within(item).getByText('Customer')).toBeTruthy();
    expect(
      within(item).getByRole('button', { name: 'Enlarge photo 1 from Customer' }),
    ).toBeTruthy();
  });
});
