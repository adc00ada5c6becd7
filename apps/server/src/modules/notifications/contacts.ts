import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLanguage, defaultLanguage, type Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import { defaultChannels, type Channels } from '@greenscape/shared/schemas/preferences';
import { admins, users } from '../../db/schema/index';
import { roleTables } from '../../db/role-tables';
import type { Recipient } from './notify';

export type Contact = {
  phone: string | null;
  email: string | null;
  language: Language;
  channels: Channels;
  /**
   * Opted in to WhatsApp (a dated consent) at a phone the account has proven (docs/messaging.md):
   * a customer's unproven profile phone may be anyone's, and an account holder's opt-in is not
   * that person's consent.
   */
  whatsappOptedIn: boolean;
};

const contactColumns = (table: (typeof roleTables)['user' | 'service-provider' | 'supplier']) => ({
  id: table.id,
  phone: table.phone,
  email: table.email,
  language: table.language,
  channels: table.channels,
  whatsappOptedInAt: table.whatsappOptedInAt,
});

/**
 * Where and how to reach each recipient, in their order: phone and e-mail, language and chosen
 * channels. One read per role among them, not one per person.
 */
export async function contactsOf(
  app: FastifyInstance,
  recipients: Recipient[],
): Promise<Contact[]> {
  const { db } = app.database;
  const idsOf = (role: Role) => [
    ...new Set(recipients.filter((r) => r.role === role).map((r) => r.id)),
  ];
  const found = new Map<
    string,
    Partial<Omit<Contact, 'language' | 'whatsappOptedIn'>> & {
      language?: string | null;
      whatsappOptedInAt?: Date | null;
      phoneVerified?: boolean;
    }
  >();
  for (const role of ['user', 'service-provider', 'supplier'] as const) {
    const table = roleTables[role];
    const ids = idsOf(role);
    if (ids.length > 0) {
      // A partner's or supplier's phone is the one they sign in with, proven by a code; a
      // customer's is proven only when users.phone_verified says so.
      const columns = {
        ...contactColumns(table),
        ...(role === 'user' && { phoneVerified: users.phoneVerified }),
      };
      const rows = await db.select(columns).from(table).where(inArray(table.id, ids));
      rows.forEach((row) => found.set(`${role} ${row.id}`, row));
    }
  }
  const adminIds = idsOf('admin');
  if (adminIds.length > 0) {
    const rows = await db
      .select({
        id: admins.id,
        email: admins.email,
        language: admins.language,
        channels: admins.channels,
        whatsappOptedInAt: admins.whatsappOptedInAt,
      })
      .from(admins)
      .where(inArray(admins.id, adminIds));
    rows.forEach((row) => found.set(`admin ${row.id}`, { ...row, phone: null }));
  }
  return recipients.map((recipient) => {
    const row = found.get(`${recipient.role} ${recipient.id}`);
    return {
      phone: row?.phone ?? null,
      email: row?.email ?? null,
      language: isLanguage(row?.language) ? row.language : defaultLanguage,
      channels: { ...defaultChannels, ...row?.channels },
      whatsappOptedIn: Boolean(row?.whatsappOptedInAt) && row?.phoneVerified !== false,
    };
  });
}
