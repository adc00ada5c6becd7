import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { site } from '@greenscape/shared/site';

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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
