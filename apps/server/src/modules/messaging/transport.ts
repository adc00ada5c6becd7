export type OutboundChannel = 'sms' | 'email';
export type OutboundMessage = {
  channel: OutboundChannel;
  to: string;
  subject?: string;
  text: string;
};

/** Where SMS and e-mail leave the system; chosen by configuration (DECISIONS §3). */
export type MessageTransport = {
  name: string;
  send(message: OutboundMessage): Promise<void>;
};
