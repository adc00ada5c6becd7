import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { webhooksApi } from '@greenscape/shared/contract/webhooks';
import { route } from '../../lib/contract-route';
import { runEvery } from '../../lib/periodic';
import { finishChangeRequests } from './change-request-make';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { msg91Reports } from './msg91-report';
import { handleMessage } from './replies';
import { sameSecret, signedByMeta } from './signature';
import { messageOf, statusOf, webhookPayload } from './webhook-payload';

// The providers' webhooks (docs/messaging.md). Their bodies are read raw here, in this plugin
// only: a signature is over the bytes sent, not over what JSON.parse makes of them.

const maxBody = 512 * 1024;

/** The work of a webhook, after its 200: kept so that a test and a shutdown can wait for it. */
function inBackground(app: FastifyInstance, work: () => Promise<void>) {
  const running = work().catch((error: unknown) =>
    app.log.error({ err: error }, 'a webhook could not be handled'),
  );
  app.webhookWork.add(running);
  void running.finally(() => app.webhookWork.delete(running));
}

export const channelRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onClose', async () => {
    await Promise.allSettled([...app.webhookWork]);
  });
  if (app.config.whatsapp) {
    // A change request is made a quiet minute after its words (change-request.ts); every ten
    // seconds each instance makes those due, each taken by one.
    runEvery(app, 10_000, 'the WhatsApp change requests', () => finishChangeRequests(app));
  }
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBody }, (_req, body, done) =>
    done(null, body),
  );

  route(app, webhooksApi.whatsappVerify, {}, async (request, reply) => {
    const settings = app.config.whatsapp;
    if (!settings) {
      throw notFound();
    }
    const query = request.query;
    if (
      query['hub.mode'] !== 'subscribe' ||
      !sameSecret(query['hub.verify_token'], settings.verifyToken)
    ) {
      throw forbidden();
    }
    return reply.type('text/plain').send(query['hub.challenge'] ?? '');
  });

  route(app, webhooksApi.whatsappEvents, {}, async (request, reply) => {
    const settings = app.config.whatsapp;
    if (!settings) {
      throw notFound();
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-hub-signature-256'];
    if (
      !signedByMeta(raw, typeof signature === 'string' ? signature : undefined, settings.appSecret)
    ) {
      throw unauthorized();
    }
    const parsed = (() => {
      try {
        return webhookPayload.safeParse(JSON.parse(raw.toString('utf8')));
      } catch {
        return undefined;
      }
    })();
    if (parsed?.success) {
      const values = parsed.data.entry.flatMap((e) => e.changes.map((c) => c.value));
      // Each item on its own: one that fails (a media download, a refused photo) is logged and
      // never takes the others with it.
      for (const value of values) {
        for (const status of (value.statuses ?? []).flatMap((item) => statusOf(item) ?? [])) {
          inBackground(app, () => app.recordDelivery('whatsapp', status.id, status.status));
        }
        for (const message of (value.messages ?? []).flatMap((item) => messageOf(item) ?? [])) {
          inBackground(app, () => handleMessage(app, message));
        }
      }
    }
    // Signed but of a shape we do not read: taken, so Meta does not send it again.
    return reply.code(200).send({ ok: true });
  });

  // Its address holds its secret: the request is not logged (its URL would be).
  route(app, webhooksApi.msg91Report, { logLevel: 'warn' }, async (request, reply) => {
    const sms = app.config.sms;
    if (sms.provider !== 'msg91' || !sameSecret(request.params.secret, sms.webhookSecret)) {
      throw notFound();
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const reports = msg91Reports(raw, request.headers['content-type']);
    for (const report of reports) {
      inBackground(app, () => app.recordDelivery('sms', report.requestId, report.state));
    }
    return reply.code(200).send({ ok: true });
  });
};

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The webhooks' work still running after their answers (routes.ts). */
    webhookWork: Set<Promise<void>>;
  }
}
