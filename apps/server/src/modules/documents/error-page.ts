import type { FastifyReply, FastifyRequest } from 'fastify';
import { textIn } from '../../lib/texts';
import { resolveLanguage } from '../../plugins/language';

// A document is opened by a link (the web's Download buttons, a link in a message), so a refusal
// of one (too many downloads, not issued yet) lands on a browser tab. A browser navigating asks
// for HTML first and would show our JSON as raw text: it gets the same status with a short page
// in the reader's language instead. Every other client, which does not ask for HTML, keeps the
// JSON body the contract names (docs/product.md#documents-and-gst).

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether the request is a browser's navigation rather than a program's call. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /^\s*text\/html\b/i.test(accept) || request.headers['sec-fetch-dest'] === 'document';
}

/** An onSend hook for the documents' routes: a refusal's JSON as a page, for browsers. */
export async function documentErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !wantsPage(request)) {
    return payload;
  }
  let message: string;
  try {
    message = String((JSON.parse(payload) as { message?: unknown }).message ?? '');
  } catch {
    return payload;
  }
  const language = await resolveLanguage(request);
  reply.header('content-type', 'text/html; charset=utf-8');
  // The same URL answers in two types: a cache in between must key on what was asked for.
  reply.header('vary', 'Accept');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Greenscape</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 32rem; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">${escape(message)}</h1>
<p><a href="/">${escape(textIn(language, 'backToGreenscape'))}</a></p>
</body></html>`;
}
