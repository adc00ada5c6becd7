import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiPrefix, fullPathOf } from '@greenscape/shared/contract/endpoint';
import { systemApi } from '@greenscape/shared/contract/system';
import { site } from '@greenscape/shared/site';
import { route } from '../lib/contract-route';

// The OpenAPI document is generated from the zod schemas that validate each route.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${site.name} API`,
        description: `The HTTP API of ${site.name}. Errors answer { "message": "..." }.`,
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true });
  route(app, systemApi.openapi, { url: fullPathOf(systemApi.openapi) }, async () => app.swagger());
}
