import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Language } from '@greenscape/shared/language';
import { codeOfMessage, messages, type MessageKey } from '@greenscape/shared/messages';
import { AppError, errorBody, errorBodyIn } from '../lib/errors';
import { isDatabaseUnavailable, isStorageFull } from '../lib/db-errors';
import { resolveLanguage } from './language';

// Every error leaves as { message, code } with a true status; the code is the key of the text in
// packages/shared/src/messages.ts, stable for clients, and the message is in the caller's
// language (docs/product.md#languages). The internals of a 5xx stay in the log.
const fastifyCodes: Record<string, { status: number; code: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payloadTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'emptyBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalidJson' },
};

type ValidationIssue = { message?: string; instancePath?: string };

function validationError(
  error: FastifyError,
  language: Language,
): { message: string; code: MessageKey } {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!first?.message) {
    return errorBodyIn(language, 'badRequest');
  }
  // Our own messages (shared/messages) are shown as they are, in the caller's language; zod's
  // generic ones name the field, in English.
  const code = codeOfMessage(first.message);
  if (code) {
    return errorBodyIn(language, code);
  }
  const where = first.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return errorBody('badRequest', where ? `${where}: ${first.message}` : first.message);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An AppError made with a text of its own keeps it; one with its code's text is translated.
      const body =
        error.message === messages[error.code]
          ? errorBodyIn(await resolveLanguage(request), error.code)
          : errorBody(error.code, error.message);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationError(error, await resolveLanguage(request)));
    }
    if (error.code && fastifyCodes[error.code]) {
      const known = fastifyCodes[error.code]!;
      return send(request, reply, known.status, known.code);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send(errorBodyIn(request.language, 'internalError'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(request, reply, status, status === 429 ? 'tooManyRequests' : 'badRequest');
    }
    // The faults below are answered without another look at the database.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBodyIn(request.language, 'serviceUnavailable'));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'upload storage is full');
      return reply.code(507).send(errorBodyIn(request.language, 'storageFull'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBodyIn(request.language, 'internalError'));
  });
}

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageKey,
): Promise<FastifyReply> {
  return reply.code(status).send(errorBodyIn(await resolveLanguage(request), code));
}
