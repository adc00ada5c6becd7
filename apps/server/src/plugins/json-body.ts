import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (prototype poisoning refused as before), except that an empty body on
 * a route whose contract takes none counts as no body: many HTTP clients send
 * `Content-Type: application/json` on every call, and `PUT /projects/{id}/messages/read` or
 * `POST …/milestones/{num}/approve` must not answer 400 to them (packages/shared/src/contract/).
 * A route that takes a body still refuses an empty one (`emptyBody`, plugins/errors.ts).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '' && request.routeOptions.schema?.body === undefined) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
