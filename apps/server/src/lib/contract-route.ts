import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@greenscape/shared/contract/endpoint';

/**
 * The Fastify schema an entry of the contract (packages/shared/src/contract) stands for. Only the
 * parts the entry has are set, so the OpenAPI document shows no empty params or body.
 */
export type SchemaOf<E extends Endpoint> = FastifySchema & {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
};

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler whose request and reply are typed from the entry's schemas. */
export type HandlerOf<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * What a route adds to its entry: hooks (onRequest guards, preHandler), config, limits. `url`
 * may be given for a route registered outside the /api prefix, e.g. `fullPathOf(endpoint)` on
 * the root instance.
 */
export type RouteOptionsOf<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'schema'
> & { url?: string };

/** The Fastify schema of an entry, with only the parts it has. */
export function schemaOf(endpoint: Endpoint): FastifySchema {
  return {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(endpoint.responses).length > 0 && { response: endpoint.responses }),
    ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
    ...(endpoint.hide && { hide: true }),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
  };
}

/**
 * Registers the route of a contract entry: its method, path and schemas come from the entry, so
 * the server cannot drift from what the web client and the tests call.
 *
 *   route(app, projectsApi.pickDesign, { onRequest: requireRole('user') }, async (request) => …)
 */
export function route<E extends Endpoint>(
  app: ZodApp | FastifyInstance,
  endpoint: E,
  options: RouteOptionsOf<E>,
  handler: HandlerOf<E>,
): void {
  const { config, ...rest } = options;
  // The typed handler and hooks are those of the entry's own schema; Fastify's route() cannot see
  // that through the generic entry, hence the one cast.
  (app as FastifyInstance).route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    ...(rest as object),
    config: { ...(endpoint.cached && { readCache: true }), ...config },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
