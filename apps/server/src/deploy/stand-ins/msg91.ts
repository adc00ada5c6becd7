import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for MSG91's flow API (MSG91_API_URL), for tests and `npm start`
// (docs/messaging.md). It checks each request as MSG91 would take it: the path, the authkey, a
// template id it knows, the sender (DLT header), one recipient with digits and the template's
// variables, each within DLT's 30 characters. A request that breaks a rule is answered as MSG91
// answers errors and kept in `refused`.

export type FlowRequest = {
  templateId: string;
  sender: string;
  mobiles: string;
  variables: Record<string, string>;
  requestId: string;
};

export async function startMsg91StandIn(settings: {
  authKey: string;
  templateIds: readonly string[];
  port?: number;
  /** Told of each SMS taken (`npm start` prints it in the server's log). */
  taken?: (request: FlowRequest) => void;
}) {
  const known = new Set(settings.templateIds);
  const sent: FlowRequest[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const refuse = (reason: string) => {
        refused.push(reason);
        answer(400, { type: 'error', message: reason });
      };
      if (req.method !== 'POST' || req.url !== '/api/v5/flow/') {
        return refuse(`unknown path ${req.url}`);
      }
      if (req.headers.authkey !== settings.authKey) {
        return refuse('Authentication failure');
      }
      let body: {
        template_id?: string;
        sender?: string;
        recipients?: Record<string, string>[];
      };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return refuse('invalid JSON');
      }
      if (!body.template_id || !known.has(body.template_id)) {
        return refuse(`template id ${body.template_id} is not approved`);
      }
      if (!/^[A-Z]{6}$/.test(body.sender ?? '')) {
        return refuse('sender must be a DLT header of 6 letters');
      }
      const [recipient, ...others] = body.recipients ?? [];
      if (!recipient || others.length > 0 || !/^91\d{10}$/.test(recipient.mobiles ?? '')) {
        return refuse('one recipient with mobiles 91XXXXXXXXXX');
      }
      const { mobiles, ...variables } = recipient;
      const names = Object.keys(variables);
      if (
        names.some((n, i) => n !== `VAR${i + 1}`) ||
        Object.values(variables).some((v) => !v || v.length > 30)
      ) {
        return refuse('variables are VAR1, VAR2… in order, each of 1 to 30 characters');
      }
      const requestId = `req${sent.length + 1}`;
      sent.push({
        templateId: body.template_id,
        sender: body.sender!,
        mobiles: mobiles!,
        variables,
        requestId,
      });
      settings.taken?.(sent.at(-1)!);
      answer(200, { type: 'success', message: requestId });
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.port ?? 0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
