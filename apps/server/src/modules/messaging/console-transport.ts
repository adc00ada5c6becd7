import type { FastifyBaseLogger } from 'fastify';
import type { MessageTransport } from './transport';

/** Development and tests: the message goes to the log, and stays readable in the dev outbox. */
export function consoleTransport(log: FastifyBaseLogger): MessageTransport {
  return {
    name: 'console',
    async send(message) {
      log.info(
        { channel: message.channel, to: message.to, text: message.text },
        'outbound message (console)',
      );
    },
  };
}
