import { describe, expect, it } from 'vitest';
import { messagesPageSize, type ProjectMessage } from '@greenscape/shared/schemas/execution';
import { messagesQuery, oldestFirst } from './messages';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number): ProjectMessage => ({
  _id: uuid(n),
  author: { role: 'customer', name: 'Meera' },
  text: `Message ${n}`,
  photos: [],
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
});

describe("the conversation's pages", () => {
  it('are shown oldest first, a message that two pages hold once', () => {
    // Newest first per page, as the server answers; message 3 moved to the older page while it
    // loaded (a new message pushed it out of the first).
    const pages = [
      [message(5), message(4), message(3)],
      [message(3), message(2)],
    ];
    expect(oldestFirst({ pages, pageParams: [undefined, uuid(3)] }).map((m) => m.text)).toEqual([
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(oldestFirst(undefined)).toEqual([]);
  });

  it('ask for an older page from the oldest held, only after a full page', () => {
    const next = messagesQuery(uuid(9), 'user').getNextPageParam;
    const full = Array.from({ length: messagesPageSize }, (_, i) => message(100 - i));
    expect(next(full, [full], undefined, [undefined])).toBe(uuid(100 - messagesPageSize + 1));
    expect(next(full.slice(1), [full.slice(1)], undefined, [undefined])).toBeUndefined();
  });
});
