import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partnerQuotations,
  payments,
  payouts,
  projects,
  serviceProviders,
  suppliers,
  users,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accessMatrix } from './access-matrix';
import { urlOf } from './access-urls';
import { fromSchema, operationOf, type OpenApiDocument } from './schema-arbitrary';
import { actors, buildWorld, type Actor, type World } from './world';

// Random and malformed params, query strings and bodies sent to every route, many of
// them shaped by the OpenAPI document (so they reach the handlers). None may answer 5xx, and
// callers other than the owner and the team may not change the owner's data.

const routes = Object.entries(accessMatrix);

/** Strings that have broken parsers and queries elsewhere. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  '\u0000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '9'.repeat(400),
  'x'.repeat(5000),
  '💐🌿',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.uuid());
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(-1),
  fc.constant(Number.MAX_SAFE_INTEGER),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A valid body with some of its fields replaced by hostile values, or a wholly random one. */
function bodyFor(valid: unknown) {
  const random = fc.oneof(jsonish, fc.constant(undefined));
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
    return random;
  }
  const keys = Object.keys(valid);
  return fc.oneof(
    random,
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.option(jsonish)]))).map((changes) => ({
      ...valid,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null)),
    })),
  );
}

const rawBody = fc.oneof(
  fc.constant('{"unterminated": '),
  fc.constant('[1,2,'),
  fc.constant('null'),
  fc.constant('{"a":'.repeat(2000)),
  fc.string({ maxLength: 200 }),
);

/** Page cursors as a client could craft them: well-formed base64 of bad pairs. */
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const craftedCursor = fc.oneof(
  fc
    .tuple(fc.date({ noInvalidDate: true }), fc.oneof(text, fc.constant('-'.repeat(36))))
    .map(([date, id]) => encoded([date.toISOString(), id])),
  fc.uuid().map((id) => encoded(['+275760-09-13T00:00:00.000Z', id])),
  jsonish.map(encoded),
  text,
);

type Request = {
  route: number;
  actor: Actor;
  params: string[];
  query: [string, string][];
  body: unknown;
  raw: string | undefined;
  contentType: string;
};

/** Query pairs shaped by the route's documented query parameters, plus stray ones. */
function queryFor(doc: OpenApiDocument, route: string): fc.Arbitrary<[string, string][]> {
  const declared = (operationOf(doc, route)?.parameters ?? []).filter((p) => p.in === 'query');
  const shaped = fc.tuple(
    ...declared.map((p) =>
      fc
        .option(fromSchema(p.schema ?? {}, doc, jsonish), { freq: 3 })
        .map((v): [string, string] | undefined =>
          v === null ? undefined : [p.name, typeof v === 'string' ? v : JSON.stringify(v)],
        ),
    ),
  );
  const cursor = fc.option(craftedCursor, { freq: 2 });
  return fc
    .tuple(shaped, fc.array(fc.tuple(text, text), { maxLength: 2 }), cursor)
    .map(([known, stray, crafted]) => [
      ...known.filter((q): q is [string, string] => q !== undefined),
      ...stray,
      ...(crafted === null ? [] : [['cursor', crafted] as [string, string]]),
    ]);
}

function requestArbitrary(
  w: World,
  doc: OpenApiDocument,
  allowed: readonly Actor[],
): fc.Arbitrary<Request> {
  return fc.integer({ min: 0, max: routes.length - 1 }).chain((route) => {
    const [key, entry] = routes[route]!;
    const documented = operationOf(doc, key)?.requestBody?.content?.['application/json']?.schema;
    const mutated = bodyFor(entry.body?.(w));
    return fc.record({
      route: fc.constant(route),
      actor: fc.constantFrom(...(entry.touchesSessions ? (['anonymous'] as const) : allowed)),
      params: fc.array(
        fc.option(text, { freq: 2 }).map((v) => v ?? ''),
        { maxLength: 3 },
      ),
      query: queryFor(doc, key),
      body: documented ? fc.oneof(mutated, fromSchema(documented, doc, jsonish)) : mutated,
      raw: fc.option(rawBody, { freq: 6 }).map((v) => v ?? undefined),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
    });
  });
}

async function send(w: World, r: Request) {
  const [route, entry] = routes[r.route]!;
  const method = route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  let url = urlOf(w, route, entry);
  // Replace some path segments after /api/ with hostile values.
  const segments = url.split('?')[0]!.split('/');
  r.params.forEach((value, i) => {
    const at = segments.length - 1 - i;
    if (at > 2 && value !== '') {
      segments[at] = encodeURIComponent(value);
    }
  });
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  for (const [k, v] of r.query) {
    query.set(k, v);
  }
  url = `${segments.join('/')}${query.size ? `?${query}` : ''}`;
  let payload: string | undefined;
  if (r.raw !== undefined) {
    payload = r.raw;
  } else if (method !== 'GET' && method !== 'DELETE' && r.body !== undefined) {
    payload = JSON.stringify(r.body);
  }
  return w.app.inject({
    method,
    url,
    cookies: w.cookies[r.actor],
    headers: payload === undefined ? {} : { 'content-type': r.contentType },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The path with some of its letters percent-encoded: what the router decodes, a prefix check does not. */
function respelled(url: string, positions: number[]): string {
  const [path, query] = url.split('?') as [string, string | undefined];
  const chars = [...path];
  for (const at of positions) {
    const i = 1 + (at % (chars.length - 1));
    if (/[a-z]/i.test(chars[i]!)) {
      chars[i] = `%${chars[i]!.charCodeAt(0).toString(16)}`;
    }
  }
  return `${chars.join('')}${query ? `?${query}` : ''}`;
}

async function ownersData(t: TestApp, w: World) {
  const db = t.database.db;
  return {
    users: await db
      .select()
      .from(users)
      .where(inArray(users.id, [w.ids.customerA, w.ids.customerB])),
    projects: await db.select().from(projects).where(eq(projects.clientId, w.ids.customerA)),
    quotations: await db.select().from(partnerQuotations),
    partner: await db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, w.ids.partnerInvited)),
    supplier: await db.select().from(suppliers).where(eq(suppliers.id, w.ids.supplier)),
    // The picked project's money, which only its customer and the team may change.
    payments: await db.select().from(payments).where(eq(payments.projectId, w.pickedProjectId)),
    payouts: await db.select().from(payouts).where(eq(payouts.projectId, w.pickedProjectId)),
  };
}

describe('hostile input to every route', () => {
  let t: TestApp;
  let w: World;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({
      OTP_REQUESTS_PER_ADDRESS: '100000',
      SIGNIN_FAILURES_PER_ADDRESS: '100000',
    });
    w = await buildWorld(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  const strangers = actors.filter((a) => a !== 'customerA' && a !== 'admin');

  it("never answers 5xx, and strangers change nothing of customer A's, the partner's or the supplier's", async () => {
    // The accounts' own sessions may legitimately change their own rows; strangers may not.
    const before = await ownersData(t, w);
    await fc.assert(
      fc.asyncProperty(
        requestArbitrary(
          w,
          doc,
          strangers.filter((a) => a !== 'partnerInvited' && a !== 'supplier'),
        ),
        async (r) => {
          const res = await send(w, r);
          expect(res.statusCode, `${routes[r.route]![0]} ${JSON.stringify(r)}`).toBeLessThan(500);
        },
      ),
      {
        numRuns: 400 * Number(process.env.FUZZ_SCALE ?? 1),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
    const after = await ownersData(t, w);
    // Signing in stamps lastSignInAt and the like; everything else must be as it was.
    expect(after.projects).toEqual(before.projects);
    expect(after.quotations).toEqual(before.quotations);
    expect(after.payments).toEqual(before.payments);
    expect(after.payouts).toEqual(before.payouts);
    expect(after.supplier.map((s) => ({ ...s, updatedAt: null }))).toEqual(
      before.supplier.map((s) => ({ ...s, updatedAt: null })),
    );
  });

  it('never answers 5xx to the owner, the partners, the supplier or the team either', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(w, doc, actors), async (r) => {
        const res = await send(w, r);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${routes[r.route]![0]} ${JSON.stringify(r)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json<{ message: string }>().message, res.body).toEqual(expect.any(String));
        }
      }),
      {
        numRuns: 600 * Number(process.env.FUZZ_SCALE ?? 1),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
    // The requests reached the handlers, not just the guards: some were even accepted.
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(50);
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
