import type { z } from 'zod';

/**
 * One HTTP endpoint of the API: everything the server needs to register it, the web client to
 * call it, and the audit trail and access tests to name it. Paths are in Fastify's syntax and
 * relative to /api, because the server registers its route plugins under that prefix
 * (apps/server/src/app.ts).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  readonly method: Method;
  readonly path: string;
  /** Path parameters; its keys are exactly the path's `:names` (contract.test.ts checks it). */
  readonly params?: z.ZodType;
  /** The query string (Fastify's `querystring`). */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Answers by status; refusals reuse errorResponseSchema. Empty where the answer is free-form. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  readonly summary: string;
  readonly tags: readonly string[];
  /**
   * What an admin reads in a project's activity list for this call, or false when the call is
   * not recorded. State-changing calls are recorded unless false; reads only with a label (the
   * Google callback, which signs someone in).
   */
  readonly audit: string | false;
  /** Answered by the read cache (apps/server/src/plugins/read-cache.ts); GET only. */
  readonly cached?: true;
  /** Request content types other than JSON (the multipart upload). */
  readonly consumes?: readonly string[];
  /** Left out of the OpenAPI document. */
  readonly hide?: true;
};

/** The `:name` parameters of a Fastify path, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

type SchemaKeys<S> = S extends z.ZodType ? keyof z.input<S> & string : never;

/**
 * The params schema, if any, must name exactly the path's parameters: a mismatch is a type error
 * on the entry rather than a request that never validates.
 */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? E['params'] extends z.ZodType
    ? { params: 'a path without parameters takes no params schema' }
    : unknown
  : E['params'] extends z.ZodType
    ? [SchemaKeys<E['params']>] extends [PathParamNames<E['path']>]
      ? [PathParamNames<E['path']>] extends [SchemaKeys<E['params']>]
        ? unknown
        : { params: 'the params schema lacks a parameter of the path' }
      : { params: 'the params schema has a key the path lacks' }
    : { params: 'the path has parameters: give a params schema' };

/** Keeps the literal method, path and tags of an entry, and checks its params against its path. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsMatchPath<E>): E {
  return endpoint;
}

/**
 * For entries built inside a function generic in the kind of account, whose paths are not known
 * until it is called: wrap what it returns in checkEndpoints() where it is called.
 */
export function defineKindEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The check of defineEndpoint, for a group of entries made by defineKindEndpoint. */
export function checkEndpoints<const G extends Readonly<Record<string, Endpoint>>>(
  group: G & { readonly [K in keyof G]: ParamsMatchPath<G[K]> },
): G {
  return group;
}

/** The values a path needs: each `:name`, typed from the params schema where it has one. */
export type PathParamsOf<E extends Endpoint> = {
  [K in PathParamNames<E['path']>]: E['params'] extends z.ZodType
    ? K extends keyof z.input<E['params']>
      ? z.input<E['params']>[K] & (string | number)
      : string
    : string;
};

export type HasPathParams<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? false
  : true;

/** What the server validates into `request.query`, and what a caller may send. */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The parsed answer of a successful call: the union of the entry's 2xx schemas. */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends z.ZodType
    ? z.output<E['responses'][S]>
    : never;
}[keyof E['responses'] & SuccessStatus];

export const apiPrefix = '/api';

/** The full path as Fastify registers it: '/api/user/project/:projectId/:userId'. */
export function fullPathOf(endpoint: Endpoint): string {
  return `${apiPrefix}${endpoint.path}`;
}

/** The key the audit trail and the access matrix use: 'PUT /api/user/project/:projectId/:userId'. */
export function routeKey(endpoint: Endpoint): string {
  return `${endpoint.method} ${fullPathOf(endpoint)}`;
}

/**
 * The path to call, '/api/...', each parameter URL-encoded: an id with a slash or a question mark
 * in it stays one path segment instead of reaching another route.
 */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  ...[params]: HasPathParams<E> extends true ? [params: PathParamsOf<E>] : [params?: undefined]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const filled = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`${routeKey(endpoint)}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
  return `${apiPrefix}${filled}`;
}

/**
 * A query string, '?a=1&b=2' or '', from plain values; undefined ones are left out, arrays repeat
 * their key. For callers of paths that also carry a query (the web client, the invitation link).
 */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) {
        search.append(key, String(item as string | number | boolean));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The whole URL to call: pathOf() and the query, e.g. for a link or an XMLHttpRequest. */
export function urlOf<E extends Endpoint>(
  endpoint: E,
  ...[parts]: HasPathParams<E> extends true
    ? [parts: { params: PathParamsOf<E>; query?: QueryOf<E> }]
    : [parts?: { params?: undefined; query?: QueryOf<E> }]
): string {
  const path = (pathOf as (e: Endpoint, p?: unknown) => string)(endpoint, parts?.params);
  return `${path}${queryString(parts?.query as Record<string, unknown> | undefined)}`;
}
