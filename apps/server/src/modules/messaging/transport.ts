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
