import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { defaultWebDistDir } from './lib/paths';
import { apiPrefix } from '@greenscape/shared/contract/endpoint';
import { accountKinds } from '@greenscape/shared/schemas/auth';
import { profileRoutes } from './modules/accounts/profile-routes';
import { adminDirectoryRoutes } from './modules/directory/routes';
import { adminProjectRoutes } from './modules/projects/admin-routes';
import { adminQuotationRoutes } from './modules/quotations/admin-routes';
import { adminSupportRoutes } from './modules/support/admin-routes';
import { partnerWorkspaceRoutes } from './modules/partners/routes';
import { partnerQuotationRoutes } from './modules/quotations/partner-routes';
import { adminAuthRoutes } from './modules/auth/admin-routes';
import { customerAuthRoutes } from './modules/auth/customer-routes';
import { googleRoutes } from './modules/auth/google/routes';
import { phoneAccountRoutes } from './modules/auth/phone-account-routes';
import { resetRoutes } from './modules/auth/reset-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { registerSessionCache } from './modules/sessions/session-cache-plugin';
import { healthRoutes } from './modules/health/routes';
import { registerMessaging } from './modules/messaging/messaging-plugin';
import { registerAuditTrail } from './modules/audit/audit-hook';
import { registerMetrics } from './modules/metrics/metrics-plugin';
import { registerDraining } from './plugins/draining';
import { adminActivityRoutes } from './modules/audit/admin-activity-routes';
import { devOutboxRoutes } from './modules/messaging/outbox-routes';
import { devVisitTimeRoutes } from './modules/execution/dev-visit-time';
import { devCareTimeRoutes } from './modules/care/dev-care-time';
import type { MessageTransport } from './modules/messaging/transport';
import { registerExecutionSweep } from './modules/execution/execution-sweep';
import { registerWarrantySweep } from './modules/warranty/warranty-sweep';
import { registerCareSweep } from './modules/care/care-sweep';
import { registerHousekeeping } from './modules/housekeeping/housekeeping-sweep';
import { executionRoutes } from './modules/execution/routes';
import { paymentRoutes } from './modules/payments/routes';
import { documentRoutes } from './modules/documents/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { conversationRoutes } from './modules/conversation/conversation-routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { otpRoutes } from './modules/otp/routes';
import { customerProjectRoutes } from './modules/projects/customer-routes';
import { ratingRoutes } from './modules/projects/rating-routes';
import { siteRoutes } from './modules/projects/site-routes';
import { warrantyRoutes } from './modules/warranty/routes';
import { careRoutes } from './modules/care/routes';
import { channelRoutes } from './modules/channels/routes';
import { supportRoutes } from './modules/support/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { createSerializerCompiler } from './plugins/serializer';
import { registerReadCache } from './plugins/read-cache';
import { registerIdempotency } from './plugins/idempotency';
import type { Storage } from './storage/storage';
import type { RegisteredRoute } from './types/fastify';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** Tests pass false to keep their output quiet; the server logs JSON lines. */
  logger?: boolean;
  /** Tests may swap the configured SMS/e-mail transport for a local stand-in. */
  messageTransport?: MessageTransport;
};

/** Builds the whole HTTP server; main.ts starts it and tests drive it through inject(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Let Fastify finish in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env === 'test' }));
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  registerLanguage(app);
  await registerSessionCache(app);
  // Every route as registered, for tests that must cover them all (schemas now, access later).
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        schema: route.schema as RegisteredRoute['schema'],
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerDraining(app);

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app);
  // Before compression, so that the read cache's onSend sees the JSON text.
  await registerReadCache(app);
  // Before compression too: a write's answer is kept as the text it was (docs/offline.md).
  registerIdempotency(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // Limits are set per route; files are read into memory one at a time and re-encoded.
  await app.register(multipart, { limits: { fieldNameSize: 100, fields: 5, parts: 20 } });
  await registerOpenApi(app);
  registerMessaging(app, deps.messageTransport);
  registerExecutionSweep(app);
  registerWarrantySweep(app);
  registerCareSweep(app);
  registerHousekeeping(app);
  registerAuditTrail(app);
  await registerMetrics(app);

  await app.register(healthRoutes, { prefix: apiPrefix });
  await app.register(otpRoutes, { prefix: apiPrefix });
  await app.register(sessionRoutes, { prefix: apiPrefix });
  await app.register(customerAuthRoutes, { prefix: apiPrefix });
  await app.register(phoneAccountRoutes('service-provider'), { prefix: apiPrefix });
  await app.register(phoneAccountRoutes('supplier'), { prefix: apiPrefix });
  await app.register(adminAuthRoutes, { prefix: apiPrefix });
  await app.register(googleRoutes, { prefix: apiPrefix });
  for (const kind of accountKinds) {
    await app.register(resetRoutes(kind), { prefix: apiPrefix });
  }
  await app.register(profileRoutes, { prefix: apiPrefix });
  await app.register(customerProjectRoutes, { prefix: apiPrefix });
  await app.register(ratingRoutes, { prefix: apiPrefix });
  await app.register(siteRoutes, { prefix: apiPrefix });
  await app.register(warrantyRoutes, { prefix: apiPrefix });
  await app.register(careRoutes, { prefix: apiPrefix });
  app.decorate('webhookWork', new Set<Promise<void>>());
  await app.register(channelRoutes, { prefix: apiPrefix });
  await app.register(supportRoutes, { prefix: apiPrefix });
  await app.register(uploadRoutes, { prefix: apiPrefix });
  await app.register(partnerQuotationRoutes, { prefix: apiPrefix });
  await app.register(partnerWorkspaceRoutes, { prefix: apiPrefix });
  await app.register(adminProjectRoutes, { prefix: apiPrefix });
  await app.register(adminQuotationRoutes, { prefix: apiPrefix });
  await app.register(adminDirectoryRoutes, { prefix: apiPrefix });
  await app.register(adminSupportRoutes, { prefix: apiPrefix });
  await app.register(adminActivityRoutes, { prefix: apiPrefix });
  await app.register(executionRoutes, { prefix: apiPrefix });
  await app.register(paymentRoutes, { prefix: apiPrefix });
  // the receipt, quotation and invoice PDFs (docs/product.md#documents-and-gst)
  await app.register(documentRoutes, { prefix: apiPrefix });
  await app.register(notificationRoutes, { prefix: apiPrefix });
  // the project's conversation (docs/product.md#conversation)
  await app.register(conversationRoutes, { prefix: apiPrefix });
  await app.register(preferencesRoutes, { prefix: apiPrefix });
  if (!config.isProduction) {
    await app.register(devOutboxRoutes, { prefix: apiPrefix });
    await app.register(devVisitTimeRoutes, { prefix: apiPrefix });
    await app.register(devCareTimeRoutes, { prefix: apiPrefix });
  }

  await registerSpa(app, config.webDistDir ?? defaultWebDistDir);
  return app;
}
