import type { FastifyInstance } from 'fastify';
import { consoleTransport } from './console-transport';
import { sendMessage } from './send-message';
import type { MessageTransport, OutboundMessage } from './transport';
import { twilioTransport } from './twilio-transport';

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    sendMessage(message: OutboundMessage): Promise<void>;
  }
}

export function transportFor(app: FastifyInstance): MessageTransport {
  const sms = app.config.sms;
  return sms.provider === 'twilio' ? twilioTransport(sms) : consoleTransport(app.log);
}

export function registerMessaging(
  app: FastifyInstance,
  transport: MessageTransport = transportFor(app),
): void {
  app.decorate('sendMessage', (message: OutboundMessage) =>
    sendMessage({ db: app.database.db, transport, log: app.log }, message),
  );
}
