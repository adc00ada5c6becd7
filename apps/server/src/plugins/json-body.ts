import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * Fastify's own JSON parser (prototype poisoning refused as before), except that an empty body on
 * a route whose contract takes none counts as no body: many HTTP clients send
 * `Content-Type: application/json` on every call, and `PUT /projects/{id}/messages/read` or
 * `POST …/milestones/{num}/approve` must not answer 400 to them (packages/shared/src/contract/).
 * A route that takes a body still refuses an empty one (`emptyBody`, plugins/errors.ts); one whose
 * body may be left out (the completion's override) takes an empty one as none.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '' && takesNoBody(request.routeOptions.schema?.body)) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) {
        done(error, undefined);
        return;
      }
      // PostgreSQL stores no NUL character in text or JSON (22021, 22P05): refused here, once for
      // every route, rather than failing with a 500 where a field reaches the database.
      done(holdsNul(value) ? badRequest('textWithNul') : null, value);
    });
  });
}

/** Whether any string in a parsed body, key or value, holds U+0000. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (Array.isArray(value)) {
    return value.some(holdsNul);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  }
  return false;
}

/** No body schema, or a (zod) one that accepts no body at all. */
function takesNoBody(schema: unknown): boolean {
  if (schema === undefined) {
    return true;
  }
  const zod = schema as { safeParse?: (value: unknown) => { success: boolean } };
  return typeof zod.safeParse === 'function' && zod.safeParse(undefined).success;
}
