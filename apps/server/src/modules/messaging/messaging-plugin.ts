import type { FastifyInstance } from 'fastify';
import { consoleTransport } from './console-transport';
import { recordDelivery, type ReportChannel, type Reported } from './delivery-report';
import { reportDeps, retryFailedMessages, sendMessage, sendMessages } from './send-message';
import { smtpTransport } from './smtp-transport';
import type { MessageTransport, OutboundChannel, OutboundMessage } from './transport';
import { twilioTransport } from './twilio-transport';
import { msg91Transport } from './msg91-transport';
import { whatsappTransport } from './whatsapp-transport';

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    sendMessage(message: OutboundMessage): Promise<void>;
    /** Several at once, in order, in three statements (send-message.ts). */
    sendMessages(messages: readonly OutboundMessage[]): Promise<void>;
    /** A provider's report of a message it took (delivery-report.ts). */
    recordDelivery(channel: ReportChannel, providerId: string, reported: Reported): Promise<void>;
    /** Tries the due failed messages again; returns how many (run each minute by itself). */
    retryFailedMessages(): Promise<number>;
  }
}

/** Each channel through its configured provider; the console stands in for any of them. */
export function transportFor(app: FastifyInstance): MessageTransport {
  const { sms, email, whatsapp } = app.config;
  const byChannel: Record<OutboundChannel, MessageTransport> = {
    sms:
      sms.provider === 'twilio'
        ? twilioTransport(sms)
        : sms.provider === 'msg91'
          ? msg91Transport(sms)
          : consoleTransport(app.log),
    email: email.provider === 'smtp' ? smtpTransport(email) : consoleTransport(app.log),
    whatsapp: whatsapp ? whatsappTransport(whatsapp) : consoleTransport(app.log),
  };
  return {
    name: `${byChannel.sms.name}+${byChannel.email.name}+${byChannel.whatsapp.name}`,
    send: (message) => byChannel[message.channel].send(message),
  };
}

export function registerMessaging(
  app: FastifyInstance,
  transport: MessageTransport = transportFor(app),
): void {
  const deps = { db: app.database.db, transport, log: app.log };
  app.decorate('sendMessage', (message: OutboundMessage) => sendMessage(deps, message));
  app.decorate('sendMessages', (messages: readonly OutboundMessage[]) =>
    sendMessages(deps, messages),
  );
  app.decorate('recordDelivery', (channel: ReportChannel, providerId: string, reported: Reported) =>
    recordDelivery(reportDeps(deps), channel, providerId, reported),
  );
  app.decorate('retryFailedMessages', () => retryFailedMessages(deps));
  // Every instance looks for due retries each minute; the claim keeps them from sending twice.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retryFailedMessages(deps).catch((error: unknown) =>
        app.log.error({ err: error }, 'retrying failed messages failed'),
      );
    }, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
