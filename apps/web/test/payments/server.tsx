import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Language } from '@greenscape/shared/language';
import { renderIntl } from '../intl';
import { accountQuery, type AccountOf } from '../../src/lib/session';

// For the money pages' tests, the customer's, the team's and the partner's alike: a
// stand-in for the server behind fetch, answering by method and path and keeping every call, so a
// test checks what went over the wire (the path, `?role=`, the body) as
// project-conversation.test.tsx does; and the page under its route, with the signed-in account
// its area's loader would have read. Their data is in fixtures.ts.

/** A call as it went: `url` as fetch was given it, `path` and `query` read from it. */
export type Call = {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
};
type Answer = Response | ((call: Call) => Response);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** For a describe block: `on(method, path, answer)` per test; anything else answers 404. */
export function withFakeServer() {
  const answers = new Map<string, Answer>();
  const server = {
    calls: [] as Call[],
    on(method: string, path: string, answer: Answer) {
      answers.set(`${method} ${path}`, answer);
    },
    /** The calls that change something, in order. */
    writes() {
      return server.calls.filter((c) => c.method !== 'GET');
    },
  };
  beforeEach(() => {
    server.calls = [];
    answers.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const parsed = new URL(url, 'http://localhost');
        const call: Call = {
          method: init.method ?? 'GET',
          url,
          path: parsed.pathname,
          query: parsed.searchParams,
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        };
        server.calls.push(call);
        const answer = answers.get(`${call.method} ${call.path}`);
        if (!answer) {
          return json(404, { message: 'Not found', code: 'notFound' });
        }
        // A Response is read once: a fixed answer is handed out as a fresh copy each time.
        return typeof answer === 'function' ? answer(call) : answer.clone();
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return server;
}

export type FakeServer = ReturnType<typeof withFakeServer>;

/** The page's routes opened at `path`, signed in as `account` of `role`. */
export function renderAt<R extends Role>(
  path: string,
  routes: ReactElement,
  signedIn: { role: R; account: AccountOf[R] },
  language: Language = 'en',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountQuery(signedIn.role).queryKey, signedIn.account);
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}
