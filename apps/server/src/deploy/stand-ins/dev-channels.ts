import { dltKeys } from '../../config-channels';
import { startMsg91StandIn } from './msg91';
import { startWhatsAppStandIn } from './whatsapp';

// Outside production with CHANNEL_STAND_INS=true (`npm start`, the browser tests): WhatsApp and
// MSG91 are answered by the local stand-ins, which check every request as the real services
// would, and the server is configured for them, so a newcomer sees WhatsApp messages and DLT SMS
// in the dev outbox and their delivery states on the team's project page (docs/messaging.md).
// The server tests start the same pair, and read what the stand-ins took through `meta`/`msg91`.

const whatsapp = {
  version: '21.0',
  phoneNumberId: '100000000001',
  token: 'stand-in-whatsapp-token',
  appSecret: 'stand-in-whatsapp-app-secret',
};
const msg91Key = 'stand-in-msg91-key';

/**
 * The stand-ins, configured for the server; with `print`, each message they take is told in a line
 * (`npm start` prints them, so that a newcomer reads the codes and sees what went by WhatsApp).
 */
export async function startDevChannels(options: { print?: (line: string) => void } = {}) {
  const templateIds = Object.fromEntries(dltKeys.map((key, i) => [key, `dev-dlt-${i + 1}`]));
  const eventOf = new Map(Object.entries(templateIds).map(([key, id]) => [id, key]));
  const { print } = options;
  const meta = await startWhatsAppStandIn({
    ...whatsapp,
    taken:
      print &&
      ((m) =>
        print(
          'name' in m
            ? `WhatsApp to +${m.to}: template ${m.name} (${m.language}) [${m.params.join(', ')}]${m.buttons.length > 0 ? ` buttons ${m.buttons.join(' | ')}` : ''}`
            : `WhatsApp to +${m.to}: ${m.body}`,
        )),
  });
  const msg91 = await startMsg91StandIn({
    authKey: msg91Key,
    templateIds: Object.values(templateIds),
    taken:
      print &&
      ((r) =>
        print(
          `SMS (MSG91, DLT ${eventOf.get(r.templateId) ?? r.templateId}) to +${r.mobiles}: ${Object.values(r.variables).join(', ')}`,
        )),
  });
  return {
    meta,
    msg91,
    /** The DLT template id of each event and language (`event.lang`). */
    templateIds,
    env: {
      WHATSAPP_API_URL: meta.apiUrl,
      WHATSAPP_API_VERSION: whatsapp.version,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'stand-in-whatsapp-verify-token',
      SMS_PROVIDER: 'msg91',
      MSG91_API_URL: msg91.apiUrl,
      MSG91_AUTHKEY: msg91Key,
      MSG91_SENDER: 'GRNSCP',
      MSG91_TEMPLATE_IDS: JSON.stringify(templateIds),
      MSG91_WEBHOOK_SECRET: 'stand-in-msg91-webhook-secret',
    },
    /** Once the server listens: the stand-in reports deliveries to its webhook. */
    listening(baseUrl: string) {
      meta.reportDeliveriesTo(`${baseUrl}/api/webhooks/whatsapp`);
    },
    close: () => Promise.all([meta.close(), msg91.close()]),
  };
}
