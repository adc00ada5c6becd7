import type { Language } from '@greenscape/shared/language';
import { messages, type MessageKey } from '@greenscape/shared/messages';
import { textIn } from './texts';

/**
 * One error type with a status, a stable `code` (the key of its text in
 * packages/shared/src/messages.ts) and the user-facing message. Clients key on the code; the text
 * may change or be translated.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    message: string = messages[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageKey = 'badRequest') => new AppError(400, code);
export const unauthorized = (code: MessageKey = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: MessageKey = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageKey = 'notFound') => new AppError(404, code);
export const conflict = (code: MessageKey) => new AppError(409, code);

/** The body of every error answer. */
export const errorBody = (code: MessageKey, message: string = messages[code]) => ({
  message,
  code,
});

/** The body of an error answer in a language; the code stays the same in every language. */
export const errorBodyIn = (language: Language, code: MessageKey) => ({
  message: textIn(language, code),
  code,
});
