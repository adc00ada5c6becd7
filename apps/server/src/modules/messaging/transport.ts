export type OutboundChannel = 'sms' | 'email';
export type OutboundMessage = {
  channel: OutboundChannel;
  to: string;
  subject?: string;
  text: string;
};

/**
 * Where SMS and e-mail leave the system; chosen by configuration (docs/product.md#notifications).
 */
export type MessageTransport = {
  name: string;
  send(message: OutboundMessage): Promise<void>;
};
