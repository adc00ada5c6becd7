import nodemailer from 'nodemailer';
import type { MessageTransport } from './transport';

/**
 * E-mail over SMTP with nodemailer. The URL carries host, port, user and password
 * (smtps:// for TLS from the start; smtp:// upgrades with STARTTLS when the server offers it).
 * Every stage has a timeout, so a dead mail server fails the send, not the workflow step.
 */
export function smtpTransport(
  settings: { url: string; from: string },
  timeoutMs = 10_000,
): MessageTransport {
  const mailer = nodemailer.createTransport(settings.url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') {
        throw new Error('The SMTP transport sends e-mail only');
      }
      await mailer.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject ?? 'Greenscape',
        text: message.text,
      });
    },
  };
}
