import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { codeOfMessage, type MessageKey } from '@greenscape/shared/messages';
import { AppError, errorBody } from '../lib/errors';
import { isDatabaseUnavailable, isStorageFull } from '../lib/db-errors';

// Every error leaves as { message, code } with a true status; the code is the key of the text in
// packages/shared/src/messages.ts, stable for clients. The internals of a 5xx stay in the log.
const fastifyCodes: Record<string, { status: number; code: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payloadTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'emptyBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalidJson' },
};

type ValidationIssue = { message?: string; instancePath?: string };

function validationError(error: FastifyError): { message: string; code: MessageKey } {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!first?.message) {
    return errorBody('badRequest');
  }
  // Our own messages (shared/messages) are shown as they are; zod's generic ones name the field.
  const code = codeOfMessage(first.message);
  if (code) {
    return errorBody(code, first.message);
  }
  const where = first.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return errorBody('badRequest', where ? `${where}: ${first.message}` : first.message);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationError(error));
    }
    if (error.code && fastifyCodes[error.code]) {
      const known = fastifyCodes[error.code]!;
      return reply.code(known.status).send(errorBody(known.code));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send(errorBody('internalError'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(errorBody(status === 429 ? 'tooManyRequests' : 'badRequest'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody('serviceUnavailable'));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'upload storage is full');
      return reply.code(507).send(errorBody('storageFull'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internalError'));
  });
}
