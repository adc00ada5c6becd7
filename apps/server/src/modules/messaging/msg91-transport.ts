import { dltKey, type ChannelEvent } from '@greenscape/shared/channels/channel-events';
import type { Msg91Settings } from '../../config-channels';
import type { MessageTransport } from './transport';
import { waNumber } from './whatsapp-transport';

/** DLT lets a template's variable carry at most 30 characters. */
export const dltVariableMax = 30;

/**
 * SMS through MSG91's flow API with the event's DLT template (docs/messaging.md): the template
 * id of the event in the reader's language, the sender (DLT header), and the template's
 * variables VAR1, VAR2… in order. MSG91 answers `{ type: 'success', message: <request id> }`.
 */
export function msg91Transport(settings: Msg91Settings, timeoutMs = 10_000): MessageTransport {
  const url = `${settings.apiUrl}/api/v5/flow/`;
  return {
    name: 'msg91',
    async send(message) {
      if (message.channel !== 'sms' || !message.template) {
        throw new Error('The MSG91 transport sends templated SMS only');
      }
      const { event, language, params } = message.template;
      const templateId = settings.templateIds[dltKey(event as ChannelEvent, language)];
      if (!templateId) {
        throw new Error(`No DLT template id for ${dltKey(event as ChannelEvent, language)}`);
      }
      const variables = Object.fromEntries(
        params.map((value, i) => [`VAR${i + 1}`, value.slice(0, dltVariableMax)]),
      );
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: settings.authKey,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          sender: settings.sender,
          short_url: '0',
          recipients: [{ mobiles: waNumber(message.to), ...variables }],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const answer = (() => {
        try {
          return JSON.parse(text) as { type?: string; message?: string };
        } catch {
          return {};
        }
      })();
      if (!response.ok || answer.type !== 'success' || !answer.message) {
        throw new Error(`MSG91 answered ${response.status}: ${text.slice(0, 300)}`);
      }
      return { providerId: answer.message };
    },
  };
}
