import type { z } from 'zod';
import {
  pathOf,
  queryString,
  type BodyOf,
  type Endpoint,
  type HasPathParams,
  type PathParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@greenscape/shared/contract/endpoint';
import { request } from './api-client';

// Calls one entry of the contract (packages/shared/src/contract): the path, method and the shapes
// of params, query, body and answer all come from the entry, so a screen cannot call a path the
// server does not have, or send what it does not take.

type ParamsPart<E extends Endpoint> =
  HasPathParams<E> extends true ? { params: PathParamsOf<E> } : { params?: undefined };

/** Required when the query has a required key (e.g. the notifications' role). */
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? object extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> }
  : { query?: undefined };

/** Required when the entry has a body that cannot be left out (logout's can). */
type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? undefined extends BodyOf<E>
    ? { body?: BodyOf<E> }
    : { body: BodyOf<E> }
  : { body?: undefined };

export type CallOptions<E extends Endpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> & { signal?: AbortSignal; idempotencyKey?: string };

/** The options may be left out where nothing in them is required. */
type CallArgs<E extends Endpoint> = E extends { consumes: readonly string[] }
  ? [options: never] // multipart uploads go through apps/web/src/lib/upload.ts
  : object extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls the endpoint and answers its parsed 2xx answer; refusals throw ApiError.
 *
 *   const project = await callApi(projectsApi.pickDesign, {
 *     params: { projectId, userId },
 *     body: { num: 2 },
 *   });
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const { data } = await send(endpoint, options);
  // An empty answer (204) is what the entry declares as z.null().
  return (data ?? null) as ResponseOf<E>;
}

/** The list answers of an entry: the array among its 2xx answers. */
export type ItemsOf<E extends Endpoint> = Extract<ResponseOf<E>, readonly unknown[]>;

/**
 * One page of a keyset-paginated list (docs/product.md#pagination): its items, and the cursor of
 * the next page from the `x-next-cursor` header, if there is one.
 */
export async function callApiPage<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<{ items: ItemsOf<E>; next: string | undefined }> {
  const { data, headers } = await send(endpoint, options);
  if (!Array.isArray(data)) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered no list`);
  }
  return { items: data as ItemsOf<E>, next: headers.get('x-next-cursor') ?? undefined };
}

async function send(endpoint: Endpoint, options: unknown) {
  if (endpoint.consumes) {
    throw new Error(`${endpoint.method} ${endpoint.path} takes multipart; use uploadImage()`);
  }
  const { params, query, body, signal, idempotencyKey } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const path = (pathOf as (e: Endpoint, p?: object) => string)(endpoint, params);
  return request(`${path}${queryString(query)}`, {
    method: endpoint.method,
    body,
    signal,
    ...(idempotencyKey && { idempotencyKey }),
  });
}
