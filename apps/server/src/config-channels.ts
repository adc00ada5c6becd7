import { z } from 'zod';
import { channelEvents, dltKey } from '@greenscape/shared/channels/channel-events';
import { languages } from '@greenscape/shared/language';

// The settings of the phone channels (docs/messaging.md): WhatsApp through the Business Cloud
// API, and SMS through Twilio or MSG91 (DLT templates). Parsed with the rest of the environment
// (config-env-schema.ts); each group is set together or not at all.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** MSG91_TEMPLATE_IDS: a JSON object of the DLT template id of each event and language. */
const templateIds = z.preprocess(
  (v, ctx) => {
    if (typeof v !== 'string') {
      return v;
    }
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  },
  z.record(z.string(), z.string().min(1).max(64)).optional(),
);

export const channelsEnv = {
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^\d+\.\d+$/, 'is a Graph API version such as 21.0')
    .default('21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{5,20}$/, 'must be digits')),
  WHATSAPP_TOKEN: optional(z.string().min(16)),
  WHATSAPP_APP_SECRET: optional(z.string().min(16)),
  WHATSAPP_VERIFY_TOKEN: optional(z.string().min(16)),
  MSG91_API_URL: z.url().default('https://control.msg91.com'),
  MSG91_AUTHKEY: optional(z.string().min(8)),
  MSG91_SENDER: optional(z.string().regex(/^[A-Z]{6}$/, 'is a DLT header of 6 capital letters')),
  MSG91_TEMPLATE_IDS: optional(templateIds),
  MSG91_WEBHOOK_SECRET: optional(
    z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16-128 URL-safe characters'),
  ),
};

type ChannelsEnv = z.output<z.ZodObject<typeof channelsEnv>> & { SMS_PROVIDER: string };

const whatsappKeys = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
const msg91Keys = [
  'MSG91_AUTHKEY',
  'MSG91_SENDER',
  'MSG91_TEMPLATE_IDS',
  'MSG91_WEBHOOK_SECRET',
] as const;

/** Every DLT template id MSG91 needs: each event in each language. */
export const dltKeys = channelEvents.flatMap((event) => languages.map((l) => dltKey(event, l)));

export function checkChannels(env: ChannelsEnv, ctx: z.RefinementCtx): void {
  const set = whatsappKeys.filter((key) => env[key]);
  if (set.length > 0 && set.length < whatsappKeys.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['WHATSAPP_TOKEN'],
      message: `${whatsappKeys.join(', ')} are set together or not at all`,
    });
  }
  if (env.SMS_PROVIDER !== 'msg91') {
    return;
  }
  for (const key of msg91Keys) {
    if (!env[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
    }
  }
  const missing = dltKeys.filter((key) => !env.MSG91_TEMPLATE_IDS?.[key]);
  if (env.MSG91_TEMPLATE_IDS && missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['MSG91_TEMPLATE_IDS'],
      message: `has no DLT template id for ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`,
    });
  }
}

export type WhatsAppSettings = {
  apiUrl: string;
  version: string;
  phoneNumberId: string;
  token: string;
  appSecret: string;
  verifyToken: string;
};
export type Msg91Settings = {
  provider: 'msg91';
  apiUrl: string;
  authKey: string;
  sender: string;
  templateIds: Record<string, string>;
  webhookSecret: string;
};

export function whatsappConfig(e: ChannelsEnv): WhatsAppSettings | undefined {
  return e.WHATSAPP_PHONE_NUMBER_ID &&
    e.WHATSAPP_TOKEN &&
    e.WHATSAPP_APP_SECRET &&
    e.WHATSAPP_VERIFY_TOKEN
    ? {
        apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
        version: e.WHATSAPP_API_VERSION,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        token: e.WHATSAPP_TOKEN,
        appSecret: e.WHATSAPP_APP_SECRET,
        verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      }
    : undefined;
}

export function msg91Config(e: ChannelsEnv): Msg91Settings {
  return {
    provider: 'msg91',
    apiUrl: e.MSG91_API_URL.replace(/\/$/, ''),
    authKey: e.MSG91_AUTHKEY!,
    sender: e.MSG91_SENDER!,
    templateIds: e.MSG91_TEMPLATE_IDS!,
    webhookSecret: e.MSG91_WEBHOOK_SECRET!,
  };
}
