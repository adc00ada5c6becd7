import { z } from 'zod';
import { healthResponseSchema } from '../schemas/health';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

export const outboxEntrySchema = z.object({
  to: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** How it went: an SMS, an e-mail, or WhatsApp (docs/messaging.md). */
  channel: z.enum(['sms', 'email', 'whatsapp']),
  /** The event's registered template it went as (`gs_…`, on WhatsApp or DLT), or null for free words. */
  template: z.string().nullable(),
  /** The template's quick-reply payloads (the proof's Approve and Request changes). */
  buttons: z.array(z.string()),
  /** What the provider reported since: delivered, read, failed, fell-back; null before. */
  delivery: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/**
 * Operations. `metrics` and `openapi` are registered on the root instance with their full /api
 * path (apps/server/src/modules/metrics/metrics-plugin.ts, apps/server/src/plugins/openapi.ts),
 * the others under the /api prefix like every other route. The swagger UI's own /api/docs
 * routes belong to @fastify/swagger-ui and have no entry.
 */
export const systemApi = {
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    summary: 'Answers 200 while the process is up, without touching the database',
    tags: ['system'],
    audit: false,
  }),

  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    responses: { 200: healthResponseSchema, ...refusals(503) },
    summary: 'Answers 200 once the server can reach its database',
    tags: ['system'],
    audit: false,
  }),

  metrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    responses: { 200: z.string() },
    summary: 'Prometheus metrics; with METRICS_TOKEN set, only for Authorization: Bearer <token>',
    tags: ['system'],
    audit: false,
  }),

  /** The OpenAPI document, itself left out of it; its answer is whatever @fastify/swagger makes. */
  openapi: defineEndpoint({
    method: 'GET',
    path: '/openapi.json',
    responses: {},
    summary: 'The OpenAPI document of this API',
    tags: ['system'],
    audit: false,
    hide: true,
  }),

  /** Outside production only (apps/server/src/app.ts registers it when not in production). */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    query: z.object({ to: z.string().trim().min(1).max(200) }),
    responses: { 200: z.array(outboxEntrySchema) },
    summary: 'Messages sent to a phone or e-mail (development and tests only)',
    tags: ['development'],
    audit: false,
  }),

  /**
   * Outside production only, for the browser tests of a real server process, which has no clock
   * to move: the confirmed site visit's time becomes an hour ago, as if the visit had happened,
   * so that it can be reported (execution-rules.ts, canReportVisit). An admin's session.
   */
  devVisitHappened: defineEndpoint({
    method: 'POST',
    path: '/dev/site-visit/:projectId/happened',
    params: z.object({ projectId: z.uuid() }),
    responses: { 204: z.null(), ...refusals(401, 404, 409) },
    summary:
      "Moves a confirmed site visit's time an hour into the past (development and tests only)",
    tags: ['development'],
    audit: 'Moved a site visit into the past (development)',
  }),

  /**
   * Outside production only, for the browser tests of care plans: the project's running care
   * plan, its visits and its fees move `days` into the past, and the care sweep runs at once, as
   * if those days had gone by (apps/server/src/modules/care/dev-care-time.ts). An admin's session.
   */
  devCarePlanShifted: defineEndpoint({
    method: 'POST',
    path: '/dev/care-plan/:projectId/shift',
    params: z.object({ projectId: z.uuid() }),
    body: z.object({ days: z.number().int().min(1).max(400) }),
    responses: { 200: z.record(z.string(), z.number()), ...refusals(400, 401, 404, 409) },
    summary:
      "Moves a running care plan's dates into the past and runs the care sweep (development and tests only)",
    tags: ['development'],
    audit: 'Moved a care plan into the past (development)',
  }),
} as const;
