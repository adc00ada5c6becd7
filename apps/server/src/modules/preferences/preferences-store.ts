import { eq, sql } from 'drizzle-orm';
import type { Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import {
  defaultChannels,
  type Channels,
  type Preferences,
  type PreferencesChange,
} from '@greenscape/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { roleTables } from '../../db/role-tables';
import type { users } from '../../db/schema/index';
import { type SessionCache, touchAccountSessions } from '../sessions';

// Every account table has the language and channels columns of migration 0013 under the same
// names; typed through one of them, as accounts/account-store.ts does.
const tableOf = (role: Role) => roleTables[role] as unknown as typeof users;

const asPreferences = (row: {
  language: string;
  channels: Partial<Channels> | null;
  whatsappOptedInAt: Date | null;
}) =>
  ({
    language: row.language as Language,
    whatsappOptedInAt: row.whatsappOptedInAt?.toISOString() ?? null,
    channels: {
      sms: row.channels?.sms ?? defaultChannels.sms,
      whatsapp: row.channels?.whatsapp ?? defaultChannels.whatsapp,
      email: row.channels?.email ?? defaultChannels.email,
    },
  }) satisfies Preferences;

export async function preferencesOf(
  db: Database,
  account: { role: Role; id: string },
): Promise<Preferences | undefined> {
  const table = tableOf(account.role);
  const [row] = await db
    .select({
      language: table.language,
      channels: table.channels,
      whatsappOptedInAt: table.whatsappOptedInAt,
    })
    .from(table)
    .where(eq(table.id, account.id));
  return row && asPreferences(row);
}

/**
 * Applies a change and answers the whole preferences. Channels are merged by the database (jsonb
 * `||`), so two changes of different channels at once both stay. A new language reaches the
 * account's next request on every instance: its sessions are read afresh.
 */
export async function changePreferences(
  db: Database,
  account: { role: Role; id: string },
  change: PreferencesChange,
  cache: SessionCache,
): Promise<Preferences | undefined> {
  const table = tableOf(account.role);
  const channels = Object.fromEntries(
    Object.entries(change.channels ?? {}).filter(([, on]) => typeof on === 'boolean'),
  );
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(table)
      .set({
        ...(change.language && { language: change.language }),
        channels: sql`${table.channels} || ${JSON.stringify(channels)}::jsonb`,
        // The consent to WhatsApp is dated when given (docs/messaging.md), and gone with it.
        ...(channels.whatsapp === true && {
          whatsappOptedInAt: sql`case when ${table.channels}->>'whatsapp' = 'true'
            and ${table.whatsappOptedInAt} is not null then ${table.whatsappOptedInAt} else now() end`,
        }),
        ...(channels.whatsapp === false && { whatsappOptedInAt: null }),
      })
      .where(eq(table.id, account.id))
      .returning({
        language: table.language,
        channels: table.channels,
        whatsappOptedInAt: table.whatsappOptedInAt,
      });
    if (changed && change.language) {
      await touchAccountSessions(tx, account.role, account.id);
    }
    return changed;
  });
  if (change.language) {
    cache.forgetAccount(account.role, account.id);
  }
  return row && asPreferences(row);
}
