import { shellMessages as messages } from '@greenscape/shared/shell-messages';
import { i18nState } from '../i18n/language-store';
import { newIdempotencyKey } from './idempotency-key';

// Every call goes to the same origin with the session cookie; errors carry the server's
// own { message } so screens can show it as it is, and its stable `code` to key on
// (apps/server/src/plugins/errors.ts).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The client's own refusals, when no answer came; screens show them in the page's language
 * (lib/form-errors.ts).
 */
export const clientRefusals = {
  network: 'Network Error',
  aborted: 'Request aborted',
} as const;

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The action's key, kept by whoever may send it again (the outbox); else a fresh one. */
  idempotencyKey?: string;
};

/**
 * One request to a full path, '/api/...', as callApi() builds it from a contract entry
 * (apps/web/src/lib/call-api.ts): the parsed body, and the headers for a page's cursor.
 */
export async function request(
  path: string,
  options: Options = {},
): Promise<{ data: unknown; headers: Headers }> {
  const { method = 'GET', body, signal } = options;
  // Every write carries its action's key, so a repeat counts once (docs/offline.md).
  const key = method === 'GET' ? undefined : (options.idempotencyKey ?? newIdempotencyKey());
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // A visitor's refusals come in the language of the page (apps/server/src/plugins/errors.ts);
      // a signed-in account's follow its saved language, which the switch keeps the same.
      headers: {
        'accept-language': i18nState().language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, clientRefusals.network);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw refusalOf(response.status, data);
  }
  return { data, headers: response.headers };
}

/** The server's own { message, code } of a refusal (apps/server/src/plugins/errors.ts). */
export function refusalOf(status: number, data: unknown): ApiError {
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : messages.internalError;
  const code =
    typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
      ? data.code
      : undefined;
  return new ApiError(status, message, code);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
