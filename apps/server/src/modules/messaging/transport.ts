import type { OutboundTemplate } from '../../db/schema/index';

export type OutboundChannel = 'sms' | 'email' | 'whatsapp';
export type OutboundMessage = {
  channel: OutboundChannel;
  to: string;
  subject?: string;
  text: string;
  /**
   * The event's registered template and its parameters (docs/messaging.md): what WhatsApp and
   * MSG91 send instead of `text`, which stays the words a reader gets.
   */
  template?: OutboundTemplate;
  /** The notice it carries: one event reaches one person once on each channel. */
  notificationId?: string;
};

/**
 * Where SMS, WhatsApp and e-mail leave the system; chosen by configuration
 * (docs/messaging.md). `providerId` is the provider's id of the message, which its delivery
 * reports name.
 */
export type MessageTransport = {
  name: string;
  send(message: OutboundMessage): Promise<{ providerId?: string } | void>;
};

/**
 * A provider's refusal that trying again cannot mend (a 4xx: not a WhatsApp number, a template
 * not approved): the message is given up at once, and a WhatsApp notice falls back to SMS.
 */
export class PermanentRefusal extends Error {}

/** The SMS that stands in for a WhatsApp notice it could not deliver (docs/messaging.md). */
export function smsInstead(message: OutboundMessage): OutboundMessage | undefined {
  if (!message.template) {
    return undefined;
  }
  const { buttons: _buttons, link: _link, ...template } = message.template;
  return {
    channel: 'sms',
    to: message.to,
    text: message.text,
    template,
    ...(message.notificationId && { notificationId: message.notificationId }),
  };
}
