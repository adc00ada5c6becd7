import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLanguage, defaultLanguage, type Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { defaultChannels, type Channels } from '@greenscape/shared/schemas/preferences';
import { admins, notifications, projects, serviceProviders } from '../../db/schema/index';
import { filledIn, textIn } from '../../lib/texts';
import { roleTables } from '../../db/role-tables';
import type { OutboundMessage } from '../messaging';

export type Recipient = { role: Role; id: string };
/** `key` is the text's key in packages/shared/src/messages.ts: each reader gets it in their language. */
export type Notice = {
  kind: string;
  key: MessageKey;
  projectId?: string;
  /** The project's reference, when the step has its row: then it is not read again. */
  ref?: string;
  sms?: boolean;
};

/** A notice's text in a language, naming the project by the reference people read out. */
export function noticeText(language: Language, key: MessageKey, ref: string | null | undefined) {
  const text = textIn(language, key);
  return ref ? filledIn(language, 'aboutProject', { text, ref }) : text;
}

/** Every admin: the Greenscape team acts on new projects, picks and submissions. */
export async function allAdmins(app: FastifyInstance): Promise<Recipient[]> {
  const rows = await app.database.db.select({ id: admins.id }).from(admins);
  return rows.map((r) => ({ role: 'admin' as const, id: r.id }));
}

type Contact = {
  phone: string | null;
  email: string | null;
  language: Language;
  channels: Channels;
};

const contactColumns = (table: (typeof roleTables)['user' | 'service-provider' | 'supplier']) => ({
  id: table.id,
  phone: table.phone,
  email: table.email,
  language: table.language,
  channels: table.channels,
});

/**
 * Where and how to reach each recipient, in their order: phone and e-mail, language and chosen
 * channels. One read per role among them, not one per person.
 */
async function contactsOf(app: FastifyInstance, recipients: Recipient[]): Promise<Contact[]> {
  const { db } = app.database;
  const idsOf = (role: Role) => [
    ...new Set(recipients.filter((r) => r.role === role).map((r) => r.id)),
  ];
  const found = new Map<
    string,
    Partial<Omit<Contact, 'language'>> & { language?: string | null }
  >();
  for (const role of ['user', 'service-provider', 'supplier'] as const) {
    const table = roleTables[role];
    const ids = idsOf(role);
    if (ids.length > 0) {
      const rows = await db.select(contactColumns(table)).from(table).where(inArray(table.id, ids));
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
    };
  });
}

/**
 * Tells whoever must act next (docs/product.md#notifications): an in-app notification, and an SMS
 * (or, without a phone or with SMS turned off, an e-mail) through the messaging adapter, in each
 * recipient's language. Called after the workflow step committed; a message that cannot be sent
 * is kept for retry and never undoes the step.
 */
export async function notify(
  app: FastifyInstance,
  recipients: Recipient[],
  notice: Notice,
): Promise<void> {
  await notifyAll(app, [{ recipients, notice }]);
}

/**
 * Several notices of one step at once (a pick tells the team, the chosen partner and the others):
 * the projects' references in one read, every notification in one insert, the contacts one read
 * per role and the channel messages one batch, however many notices (a pick was 21
 * round trips of notices, three per notice and its recipients).
 */
export async function notifyAll(
  app: FastifyInstance,
  items: { recipients: Recipient[]; notice: Notice }[],
): Promise<void> {
  const due = items.filter((item) => item.recipients.length > 0);
  if (due.length === 0) {
    return;
  }
  const refs = await refsOf(
    app,
    due.flatMap(({ notice }) => (notice.projectId && !notice.ref ? [notice.projectId] : [])),
  );
  const refFor = (notice: Notice) =>
    notice.ref ?? (notice.projectId ? refs.get(notice.projectId) : undefined);
  await app.database.db
    .insert(notifications)
    .values(
      due.flatMap(({ recipients, notice }) => noticeRows(recipients, notice, refFor(notice))),
    );
  await sendAllByChannel(
    app,
    due
      .filter(({ notice }) => notice.sms !== false)
      .flatMap(({ recipients, notice }) =>
        recipients.map((recipient) => ({ recipient, key: notice.key, ref: refFor(notice) })),
      ),
  );
}

/** The in-app rows of a notice, one per recipient (tell-participants.ts writes them too). */
export function noticeRows(recipients: Recipient[], notice: Notice, ref: string | undefined) {
  return recipients.map((r) => ({
    recipientRole: r.role,
    recipientId: r.id,
    kind: notice.kind,
    // The English text is kept as well, for whatever reads the rows without their key.
    text: noticeText('en', notice.key, ref),
    messageKey: notice.key,
    projectRef: ref ?? null,
    projectId: notice.projectId ?? null,
  }));
}

/** The references of projects, by id, in one read. */
async function refsOf(app: FastifyInstance, projectIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await app.database.db
    .select({ id: projects.id, ref: projects.ref })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((r) => [r.id, r.ref]));
}

/**
 * The channel half of a notice: an SMS (or, without a phone or with SMS turned off, an e-mail)
 * to each recipient, in their language. The conversation (modules/conversation/) calls it alone,
 * for those its once-per-30-minutes rule lets through.
 */
export async function sendByChannel(
  app: FastifyInstance,
  recipients: Recipient[],
  key: MessageKey,
  ref: string | undefined,
): Promise<void> {
  await sendAllByChannel(
    app,
    recipients.map((recipient) => ({ recipient, key, ref })),
  );
}

async function sendAllByChannel(
  app: FastifyInstance,
  sends: { recipient: Recipient; key: MessageKey; ref: string | undefined }[],
): Promise<void> {
  if (sends.length === 0) {
    return;
  }
  const contacts = await contactsOf(
    app,
    sends.map((s) => s.recipient),
  );
  const outbound: OutboundMessage[] = [];
  sends.forEach(({ key, ref }, i) => {
    const contact = contacts[i]!;
    const { language } = contact;
    const about = noticeText(language, key, ref);
    const text = filledIn(language, 'fromGreenscape', { text: about });
    // WhatsApp is only an opt-in so far (docs/product.md#languages); nothing is sent through it
    // yet.
    if (contact.phone && contact.channels.sms) {
      outbound.push({ channel: 'sms', to: contact.phone, text });
    } else if (contact.email && contact.channels.email) {
      outbound.push({
        channel: 'email',
        to: contact.email,
        subject: filledIn(language, 'emailSubject', { text: about }),
        text,
      });
    }
  });
  await app.sendMessages(outbound);
}

export async function partnersOf(app: FastifyInstance, ids: string[]): Promise<Recipient[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await app.database.db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(inArray(serviceProviders.id, ids));
  return rows.map((r) => ({ role: 'service-provider' as const, id: r.id }));
}
