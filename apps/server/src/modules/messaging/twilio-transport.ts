import type { MessageTransport } from './transport';

type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string };

/** SMS through Twilio's REST API (Messages resource); the API base is configurable for tests. */
export function twilioTransport(settings: TwilioSettings, timeoutMs = 10_000): MessageTransport {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(message) {
      if (message.channel !== 'sms') {
        throw new Error('The Twilio transport sends SMS only');
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`Twilio answered ${response.status}: ${detail}`);
      }
    },
  };
}
