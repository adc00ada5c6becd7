import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isCatalogueMessage, messages } from '@greenscape/shared/messages';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable, isStorageFull } from '../lib/db-errors';

// Every error leaves as { message } with a true status (DECISIONS §2); the internals of a 5xx
// stay in the log (DESIGN convention 7).
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
};

type ValidationIssue = { message?: string; instancePath?: string };

function validationMessage(error: FastifyError): string {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!first?.message) {
    return messages.badRequest;
  }
  // Our own messages (shared/messages) are shown as they are; zod's generic ones name the field.
  if (isCatalogueMessage(first.message)) {
    return first.message;
  }
  const where = first.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return where ? `${where}: ${first.message}` : first.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    if (error.code && fastifyCodes[error.code]) {
      const known = fastifyCodes[error.code]!;
      return reply.code(known.status).send({ message: known.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send({ message: messages.internalError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send({ message: status === 429 ? messages.tooManyRequests : messages.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: messages.serviceUnavailable });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'upload storage is full');
      return reply.code(507).send({ message: messages.storageFull });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: messages.internalError });
  });
}
