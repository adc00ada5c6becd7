import { messages } from '@greenscape/shared/messages';

// One error type with a status and a user-facing message (DESIGN convention 7).
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = messages.badRequest) => new AppError(400, message);
export const unauthorized = (message: string = messages.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
