import { templateName, type ChannelEvent } from '@greenscape/shared/channels/channel-events';
import type { WhatsAppSettings } from '../../config-channels';
import { type MessageTransport, PermanentRefusal } from './transport';

/** WhatsApp's numbers: the country code and the number, digits only (`919876543210`). */
export const waNumber = (phone: string) => phone.replace(/\D/g, '');

/**
 * The body of a template message of the Business Cloud API (docs/messaging.md): the event's
 * template in the reader's language, its body parameters in order, one quick-reply button
 * payload for each of the template's quick replies, and the variable of its URL button.
 */
export function templateBody(
  to: string,
  template: {
    event: string;
    language: string;
    params: string[];
    buttons?: string[];
    link?: string;
  },
) {
  const components: object[] = [];
  if (template.params.length > 0) {
    components.push({
      type: 'body',
      parameters: template.params.map((text) => ({ type: 'text', text })),
    });
  }
  (template.buttons ?? []).forEach((payload, index) =>
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload }],
    }),
  );
  if (template.link !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: template.link }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    to: waNumber(to),
    type: 'template',
    template: {
      name: templateName(template.event as ChannelEvent),
      language: { code: template.language },
      components,
    },
  };
}

/**
 * Meta's error codes that pass with time, though some come with a 400 (Cloud API error codes):
 * the rate limits (4, 80007, 130429, 131048, 131056) and its own trouble (1, 2, 131000, 131016,
 * 133004). Any other 4xx is the same on every try.
 */
const passingCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** Whether a refusal of the Graph API would be the same on every try. */
export function refusedForGood(status: number, body: string): boolean {
  if (status < 400 || status >= 500 || status === 429) {
    return false;
  }
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return !(typeof code === 'number' && passingCodes.has(code));
  } catch {
    return true;
  }
}

/** WhatsApp through the Graph API's messages endpoint; its address is configurable for tests. */
export function whatsappTransport(
  settings: WhatsAppSettings,
  timeoutMs = 10_000,
): MessageTransport {
  const url = `${settings.apiUrl}/v${settings.version}/${settings.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    async send(message) {
      if (message.channel !== 'whatsapp') {
        throw new Error('The WhatsApp transport sends WhatsApp messages only');
      }
      // A template starts a conversation; a plain text answers one the person began (within
      // WhatsApp's 24 hours: the replies of modules/channels/replies.ts).
      const body = message.template
        ? templateBody(message.to, message.template)
        : {
            messaging_product: 'whatsapp',
            to: waNumber(message.to),
            type: 'text',
            text: { body: message.text },
          };
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        const problem = `WhatsApp answered ${response.status}: ${text.slice(0, 300)}`;
        throw refusedForGood(response.status, text)
          ? new PermanentRefusal(problem)
          : new Error(problem);
      }
      const answer = JSON.parse(text) as { messages?: { id?: string }[] };
      const providerId = answer.messages?.[0]?.id;
      if (!providerId) {
        throw new Error(`WhatsApp answered without a message id: ${text.slice(0, 300)}`);
      }
      return { providerId };
    },
  };
}
