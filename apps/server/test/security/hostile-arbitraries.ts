import fc from 'fast-check';
import { accessMatrix } from './access-matrix';
import { urlOf } from './access-urls';
import { fromSchema, operationOf, type OpenApiDocument } from './schema-arbitrary';
import type { Actor, World } from './world';

// The hostile requests of hostile-input.test.ts (random ones to every route) and
// hostile-crafted.test.ts (crafted ones where a route was once weak): params, query strings and
// bodies, many of them shaped by the OpenAPI document so that they reach the handlers.

export const routes = Object.entries(accessMatrix);

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
export const jsonish = fc.letrec((tie) => ({
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

export const rawBody = fc.oneof(
  fc.constant('{"unterminated": '),
  fc.constant('[1,2,'),
  fc.constant('null'),
  fc.constant('{"a":'.repeat(2000)),
  fc.string({ maxLength: 200 }),
);

/** Page cursors as a client could craft them: well-formed base64 of bad pairs. */
export const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const craftedCursor = fc.oneof(
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

export function requestArbitrary(
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

export async function send(w: World, r: Request) {
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
export function respelled(url: string, positions: number[]): string {
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
