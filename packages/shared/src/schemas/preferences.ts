import { z } from 'zod';
import { languages } from '../language';

// An account's language and the channels it is told by (docs/product.md#languages); WhatsApp only
// for those who opted in (docs/messaging.md).
export const channelsSchema = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  email: z.boolean(),
});
export type Channels = z.infer<typeof channelsSchema>;

export const defaultChannels: Channels = { sms: true, whatsapp: false, email: true };

export const preferencesSchema = z.object({
  language: z.enum(languages),
  channels: channelsSchema,
  /** Additive: when the account opted in to WhatsApp (its consent), or null. */
  whatsappOptedInAt: z.iso.datetime().nullable().optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * A change: the language, some channels, or both; what is left out stays as it was. Keys we do
 * not know are refused, so a misspelt channel is not taken for a change that was saved.
 */
export const preferencesChangeSchema = z.strictObject({
  language: z.enum(languages).optional(),
  channels: z
    .strictObject({
      sms: z.boolean().optional(),
      whatsapp: z.boolean().optional(),
      email: z.boolean().optional(),
    })
    .optional(),
});
export type PreferencesChange = z.input<typeof preferencesChangeSchema>;
