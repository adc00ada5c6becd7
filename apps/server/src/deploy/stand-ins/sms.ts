import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioRequest = { url: string; auth: string; type: string; form: URLSearchParams };

/**
 * A local stand-in for Twilio's Messages API (the SMS provider of TWILIO_API_BASE): it records
 * each request as Twilio would receive it and answers with `status` (201 is Twilio's success).
 */
export async function startSmsStandIn(options: { status?: number; port?: number } = {}) {
  const status = options.status ?? 201;
  const seen: TwilioRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        type: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 201
            ? { sid: `SM${seen.length}`, status: 'queued' }
            : { message: 'bad number' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** The text of the newest message to a phone number (+91…), if any. */
    lastTextTo: (to: string) => seen.findLast((r) => r.form.get('To') === to)?.form.get('Body'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
