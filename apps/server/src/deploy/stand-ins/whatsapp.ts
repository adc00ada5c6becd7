import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { link, problemOf, type Body } from './whatsapp-checks';

// A local stand-in for WhatsApp's Business Cloud API (the Graph API of WHATSAPP_API_URL), for
// tests and `npm start` (docs/messaging.md). It checks each message as Meta would: the path with
// the version and phone number id, the bearer token, a template we registered, its language, its
// parameters' count and its buttons; a request that breaks a rule gets Meta's 400 and is kept in
// `refused`. It serves media for the webhook's images, and sends webhooks signed with the app
// secret as Meta does.

export type SentTemplate = {
  to: string;
  name: string;
  language: string;
  params: string[];
  /** The quick replies' payloads. */
  buttons: string[];
  /** The URL button's variable, when the template has one. */
  link?: string;
  id: string;
};
export type SentText = { to: string; body: string; id: string };

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function startWhatsAppStandIn(settings: {
  version: string;
  phoneNumberId: string;
  token: string;
  appSecret: string;
  port?: number;
  /** Told of each message taken (`npm start` prints it in the server's log). */
  taken?: (message: SentTemplate | SentText) => void;
}) {
  const templates: SentTemplate[] = [];
  const texts: SentText[] = [];
  const refused: { status: number; reason: string }[] = [];
  const media = new Map<string, { bytes: Buffer; mime: string }>();
  let count = 0;
  /** Where the stand-in reports each template's delivery, as Meta does, once it is told. */
  let reportTo:
    string | ((signedReport: { raw: string; signature: string }) => Promise<void>) | undefined;
  /** Whether the report goes before the send is answered (it may, at Meta) or a moment after. */
  let reportFirst = false;
  /** While set, every message is answered with this error, as Meta answers when it is in trouble. */
  let outage: { status: number; code: number } | undefined;
  let base = '';
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, reason: string) => {
    refused.push({ status, reason });
    json(res, status, { error: { message: reason, type: 'OAuthException', code: 100 } });
  };
  const server = createServer((req, res) => {
    void read(req).then((raw) => {
      if (req.headers.authorization !== `Bearer ${settings.token}`) {
        return refuse(res, 401, 'Invalid OAuth access token');
      }
      const url = req.url ?? '';
      const mediaFile = /^\/media\/([\w.-]+)$/.exec(url);
      if (req.method === 'GET' && mediaFile) {
        const file = media.get(mediaFile[1]!);
        if (!file) {
          return refuse(res, 404, 'no such media');
        }
        res.writeHead(200, { 'content-type': file.mime });
        return res.end(file.bytes);
      }
      const mediaInfo = new RegExp(`^/v${settings.version}/([\\w.-]+)$`).exec(url);
      if (req.method === 'GET' && mediaInfo && media.has(mediaInfo[1]!)) {
        const id = mediaInfo[1]!;
        return json(res, 200, {
          url: `${base}/media/${id}`,
          mime_type: media.get(id)!.mime,
          id,
          messaging_product: 'whatsapp',
        });
      }
      if (
        req.method !== 'POST' ||
        url !== `/v${settings.version}/${settings.phoneNumberId}/messages`
      ) {
        return refuse(res, 404, `Unknown path components: ${url}`);
      }
      let body: Body;
      try {
        body = JSON.parse(raw.toString('utf8')) as Body;
      } catch {
        return refuse(res, 400, 'the body is not JSON');
      }
      const problem = problemOf(body);
      if (problem) {
        return refuse(res, 400, problem);
      }
      if (outage) {
        const error = { message: 'Service unavailable', type: 'OAuthException', ...outage };
        return json(res, outage.status, { error });
      }
      count += 1;
      const id = `wamid.standin${count}`;
      if (body.type === 'text') {
        texts.push({ to: body.to!, body: body.text!.body!, id });
        settings.taken?.(texts.at(-1)!);
      } else {
        const components = body.template!.components ?? [];
        templates.push({
          to: body.to!,
          name: body.template!.name!,
          language: body.template!.language!.code!,
          params: components
            .filter((c) => c.type === 'body')
            .flatMap((c) => c.parameters!.map((p) => p.text!)),
          buttons: components
            .filter((c) => c.type === 'button' && c.sub_type === 'quick_reply')
            .map((c) => c.parameters![0]!.payload!),
          ...link(components),
          id,
        });
        settings.taken?.(templates.at(-1)!);
      }
      const answer = () =>
        json(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        });
      if (!reportTo || body.type !== 'template') {
        return answer();
      }
      // A number ending in 0000 has no WhatsApp (Meta's 131026), to see the fall-back to SMS.
      const failed = body.to!.endsWith('0000');
      const payload = webhookOf.status(
        id,
        failed ? 'failed' : 'delivered',
        failed ? 131026 : undefined,
      );
      if (reportFirst) {
        return void deliver(payload).then(answer);
      }
      answer();
      setTimeout(() => void deliver(payload), 100);
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook as Meta sends it: the raw body and its X-Hub-Signature-256. */
  function signed(payload: unknown, secret = settings.appSecret) {
    const raw = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    return { raw, signature };
  }
  async function deliver(payload: unknown) {
    const report = signed(payload);
    if (typeof reportTo === 'function') {
      return reportTo(report);
    }
    const { raw, signature } = report;
    await fetch(reportTo!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: raw,
    }).catch(() => undefined);
  }
  return {
    apiUrl: base,
    templates,
    texts,
    refused,
    signed,
    /**
     * From now on, each template's delivery is reported to this webhook (an address, or a function
     * that takes the signed report) a moment after the send is answered, or with `first`, before.
     */
    reportDeliveriesTo(
      target: string | ((signedReport: { raw: string; signature: string }) => Promise<void>),
      options: { first?: boolean } = {},
    ) {
      reportTo = target;
      reportFirst = options.first ?? false;
    },
    /** Meta in trouble: every message answered with this status and error code, until undefined. */
    failSends(error: { status: number; code: number } | undefined) {
      outage = error;
    },
    /** An image the webhook may name by id, downloadable with the token. */
    addMedia(id: string, bytes: Buffer, mime = 'image/jpeg') {
      media.set(id, { bytes, mime });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook payloads Meta sends (docs/messaging.md), for tests and the dev stand-in. */
export const webhookOf = {
  envelope: (value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
      },
    ],
  }),
  status(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', errorCode?: number) {
    return webhookOf.envelope({
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: '919800000000',
          ...(errorCode && { errors: [{ code: errorCode, title: 'Message undeliverable' }] }),
        },
      ],
    });
  },
  /** A tap on a quick reply of the template message `context` (its wamid). */
  button(from: string, id: string, payload: string, context?: string, text = 'Approve') {
    return webhookOf.envelope({
      messages: [
        {
          from,
          id,
          timestamp: '1',
          type: 'button',
          button: { payload, text },
          ...(context && { context: { from: '100000000001', id: context } }),
        },
      ],
    });
  },
  text(from: string, id: string, body: string) {
    return webhookOf.envelope({
      messages: [{ from, id, timestamp: '1', type: 'text', text: { body } }],
    });
  },
  image(from: string, id: string, mediaId: string, caption?: string) {
    return webhookOf.envelope({
      messages: [
        {
          from,
          id,
          timestamp: '1',
          type: 'image',
          image: { id: mediaId, mime_type: 'image/jpeg', ...(caption && { caption }) },
        },
      ],
    });
  },
};
