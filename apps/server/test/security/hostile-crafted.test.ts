import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevChannels } from '../../src/deploy/stand-ins/dev-channels';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { urlOf } from './access-urls';
import { craftedCursor, encoded, jsonish, rawBody, respelled, routes } from './hostile-arbitraries';
import { operationOf, type OpenApiDocument } from './schema-arbitrary';
import { actors, buildWorld, type Actor, type World } from './world';

// Crafted requests where a route was once weak: writes from another origin however the path is
// spelled, callers the access matrix refuses with any body, and crafted cursors and dates. None
// may answer 5xx. Random requests to every route are hostile-input.test.ts's.

describe('hostile input to every route', () => {
  let t: TestApp;
  let w: World;
  let doc: OpenApiDocument;
  // With WhatsApp and MSG91 configured through their stand-ins, as the access matrix expects.
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  beforeAll(async () => {
    channels = await startDevChannels();
    t = await createTestApp({
      ...channels.env,
      OTP_REQUESTS_PER_ADDRESS: '100000',
      SIGNIN_FAILURES_PER_ADDRESS: '100000',
    });
    w = await buildWorld(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  const writes = routes
    .map(([route, entry], index) => ({ route, entry, index }))
    .filter(({ route }) => !route.startsWith('GET '));

  it('refuses every write from another origin, however its path is spelled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.constantFrom(...actors),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.constantFrom({ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }),
        async ({ route, entry }, actor, positions, foreign) => {
          const method = route.slice(0, route.indexOf(' ')) as 'POST' | 'PUT' | 'DELETE';
          const url = respelled(urlOf(w, route, entry), positions);
          const payload = entry.body?.(w);
          const res = await w.app.inject({
            method,
            url,
            cookies: w.cookies[actor],
            headers: foreign,
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          expect(res.statusCode, `${method} ${url} as ${actor}`).toBe(403);
        },
      ),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('refuses a caller the matrix refuses, whatever the body', async () => {
    // Only callers refused for who they are (the same with any body); see Entry.malformed.
    const refused = routes.flatMap(([route, entry], index) =>
      !entry.body || entry.touchesSessions
        ? []
        : actors
            .filter((a) => {
              const outcome = entry.expect[a];
              return outcome !== 'ok' && (entry.malformed?.[a] ?? outcome) === outcome;
            })
            .map((actor) => ({ route, index, actor, outcome: entry.expect[actor] })),
    );
    expect(refused.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...refused),
        fc.oneof(jsonish, rawBody),
        async ({ route, index, actor, outcome }, body) => {
          const method = route.slice(0, route.indexOf(' ')) as 'POST' | 'PUT' | 'DELETE';
          const res = await w.app.inject({
            method,
            url: urlOf(w, route, routes[index]![1]),
            cookies: w.cookies[actor],
            headers: { 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(res.statusCode, `${route} as ${actor}`).toBe(outcome);
        },
      ),
      { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('answers a crafted `before` of the conversation with 200 or 400, never a fault', async () => {
    const url = `/api/projects/${w.projectId}/messages`;
    const before = fc.oneof(
      craftedCursor,
      fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
      fc.uuid(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('customerA', 'admin') satisfies fc.Arbitrary<Actor>,
        before,
        async (actor, cursor) => {
          const res = await w.app.inject({
            method: 'GET',
            url: `${url}?before=${encodeURIComponent(cursor)}`,
            cookies: w.cookies[actor],
          });
          expect([200, 400], `${actor} with ${cursor}: ${res.body}`).toContain(res.statusCode);
        },
      ),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('answers the dates a user can send outside the years 2000-9999 with 400', async () => {
    // The three the review sent, each a 500 before: year 10000 through the offset, and year 0.
    const id = w.pickedProjectId;
    const sent = [
      {
        actor: 'admin',
        method: 'POST',
        url: `/api/projects/${id}/site-visit`,
        payload: { slots: ['9999-12-31T23:59:59-23:59'] },
        code: 'visitSlotsInvalid',
      },
      {
        actor: 'customerA',
        method: 'GET',
        url: `/api/projects/${id}/messages?before=${encodeURIComponent('0000-01-01T00:00:00Z')}`,
        code: 'invalidMessageCursor',
      },
      {
        actor: 'admin',
        method: 'PUT',
        url: `/api/projects/${id}/milestones`,
        payload: {
          milestones: [
            { title: 'Start', percent: 50, dueOn: '0000-01-01' },
            { title: 'End', percent: 50 },
          ],
        },
        code: 'milestoneDueOnInvalid',
      },
      {
        actor: 'admin',
        method: 'PUT',
        url: `/api/projects/${id}/milestones`,
        payload: {
          milestones: [
            { title: 'Start', percent: 50 },
            { title: 'End', percent: 50, dueOn: '1999-12-31' },
          ],
        },
        code: 'milestoneDueOnInvalid',
      },
    ] as const;
    for (const { actor, method, url, code, ...rest } of sent) {
      const res = await w.app.inject({
        method,
        url,
        cookies: w.cookies[actor],
        ...('payload' in rest && { payload: rest.payload }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().code, url).toBe(code);
    }
  });

  it('answers a crafted page cursor with 400 on every paged list', async () => {
    // The requests above may have switched accounts to Hindi; the texts below are the English.
    for (const actor of actors.filter((a) => a !== 'anonymous')) {
      const res = await w.app.inject({
        method: 'PUT',
        url: '/api/me/preferences',
        cookies: w.cookies[actor],
        payload: { language: 'en' },
      });
      expect(res.statusCode, actor).toBe(200);
    }
    const paged = routes.flatMap(([route, entry]) =>
      (operationOf(doc, route)?.parameters ?? []).some(
        (p) => p.in === 'query' && p.name === 'cursor',
      )
        ? actors.filter((a) => entry.expect[a] === 'ok').map((actor) => ({ route, entry, actor }))
        : [],
    );
    expect(new Set(paged.map((p) => p.route)).size).toBeGreaterThanOrEqual(4);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paged),
        craftedCursor,
        async ({ route, entry, actor }, cursor) => {
          const url = urlOf(w, route, entry);
          const res = await w.app.inject({
            method: 'GET',
            url: `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`,
            cookies: w.cookies[actor],
          });
          // A crafted cursor may still name a real place in the list (200); never a fault.
          expect([200, 400], `${route} as ${actor} with ${cursor}`).toContain(res.statusCode);
        },
      ),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    // The two the penetration test sent, on every paged list.
    const reported = [
      encoded(['2026-11-23T10:00:00.000Z', '-'.repeat(36)]),
      encoded(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']),
    ];
    for (const { route, entry, actor } of paged) {
      for (const cursor of reported) {
        const url = urlOf(w, route, entry);
        const res = await w.app.inject({
          method: 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`,
          cookies: w.cookies[actor],
        });
        expect(res.statusCode, `${route} as ${actor}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'This page link is not valid',
          code: 'invalidPageLink',
        });
      }
    }
  });
});
