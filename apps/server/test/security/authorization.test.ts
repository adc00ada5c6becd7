import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@greenscape/shared/contract/all';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { startDevChannels } from '../../src/deploy/stand-ins/dev-channels';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUpCustomer, type Cookies } from '../helpers/auth';
import { multipart, pngImage } from '../helpers/images';
import { accessMatrix, type Entry, type Outcome } from './access-matrix';
import { urlOf } from './access-urls';
import { actors, buildWorld, type World } from './world';

// Every /api route called as each kind of caller, against the matrix.

const apiRoutes = (t: TestApp) =>
  [
    ...new Set(
      t.app.routeTable
        .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

function outcomeOf(res: LightMyRequestResponse): Outcome | number {
  if (res.statusCode >= 500) {
    return res.statusCode;
  }
  if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 404) {
    return res.statusCode;
  }
  return 'ok';
}

/** Bodies no route accepts: not JSON at all, and JSON of the wrong shape everywhere. */
const malformedBodies = ['{"unfinished": ', JSON.stringify([[{ '': null }], 'junk'])];

async function call(w: World, route: string, entry: Entry, cookies: Cookies, malformed?: string) {
  const method = route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const url = urlOf(w, route, entry);
  if (entry.upload) {
    const body = multipart([
      { name: 'files', filename: 'p.png', type: 'image/png', body: await pngImage(40, 30) },
    ]);
    return w.app.inject({ method, url, cookies, ...body });
  }
  if (malformed !== undefined) {
    return w.app.inject({
      method,
      url,
      cookies,
      payload: malformed,
      headers: { 'content-type': 'application/json' },
    });
  }
  const payload = entry.body?.(w);
  return w.app.inject({
    method,
    url,
    cookies,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the authorization matrix', () => {
  let t: TestApp;
  let w: World;
  // The webhooks exist only with their providers configured: through the stand-ins, as in
  // `npm start`, so that the matrix reaches their checks rather than a 404.
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  beforeAll(async () => {
    channels = await startDevChannels();
    t = await createTestApp(channels.env);
    w = await buildWorld(t);
    await signUpCustomer(t.app, 'signin-target@example.com');
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  it('has an entry for every /api route the server registers, and none for a route it lacks', () => {
    const routes = apiRoutes(t);
    expect(routes.filter((r) => !(r in accessMatrix))).toEqual([]);
    expect(Object.keys(accessMatrix).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('has an entry for every call of the contract', () => {
    // The /api/docs routes are swagger-ui's own and have no contract entry; nothing else is left out.
    const calls = allEndpoints.map(routeKey).filter((k) => !k.startsWith('GET /api/docs'));
    expect(calls.filter((k) => !(k in accessMatrix))).toEqual([]);
  });

  // One test per route (a single test for all of them ran out of its time on a slow day), in
  // the matrix's order: entries that sign in or out last, so they cannot end another's session.
  const ordered = Object.entries(accessMatrix).sort(
    ([, a], [, b]) => Number(a.touchesSessions ?? false) - Number(b.touchesSessions ?? false),
  );

  describe.each(ordered)('%s', (route, entry) => {
    it('answers each caller as the matrix says', async () => {
      const wrong: string[] = [];
      for (const actor of actors) {
        const res = await call(w, route, entry, w.cookies[actor]);
        const got = outcomeOf(res);
        if (got !== entry.expect[actor]) {
          wrong.push(
            `${actor}: expected ${entry.expect[actor]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });

    // Who may call is decided before the body is read or validated.
    if (!entry.body || entry.touchesSessions) {
      return;
    }
    it('refuses each caller the same way when the body is malformed', async () => {
      const wrong: string[] = [];
      for (const actor of actors) {
        const expected = entry.malformed?.[actor] ?? entry.expect[actor];
        for (const body of malformedBodies) {
          const res = await call(w, route, entry, w.cookies[actor], body);
          const got = outcomeOf(res);
          if (got !== expected) {
            wrong.push(`${actor} with ${body}: expected ${expected}, got ${res.statusCode}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
