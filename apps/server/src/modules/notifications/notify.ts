import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { randomUUID } from 'node:crypto';
import {
  admins,
  notifications,
  outboundMessages,
  projects,
  serviceProviders,
} from '../../db/schema/index';
import { type ChannelSend, messageFor } from './channel-choice';
import { contactsOf } from './contacts';
import { isMessageNotice } from './message-notices';
import { noticeText } from './notice-text';
import { replyButtons } from './reply-buttons';

export { noticeText };

export type Recipient = { role: Role; id: string };
/** `key` is the text's key in packages/shared/src/messages.ts: each reader gets it in their language. */
export type Notice = {
  kind: string;
  key: MessageKey;
  projectId?: string;
  /** The project's reference, when the step has its row: then it is not read again. */
  ref?: string;
  sms?: boolean;
  /** The milestone a proof-ready notice asks about: its WhatsApp template's buttons name it. */
  milestone?: number;
  /** A recipient's own words on the free-text channels (channel-choice.ts `words`). */
  words?: (recipient: Recipient, language: Language) => string;
  /** A recipient's own variable of the WhatsApp template's URL button (channel-choice.ts `link`). */
  link?: (recipient: Recipient) => string;
};

/** Every admin: the Greenscape team acts on new projects, picks and submissions. */
export async function allAdmins(app: FastifyInstance): Promise<Recipient[]> {
  const rows = await app.database.db.select({ id: admins.id }).from(admins);
  return rows.map((r) => ({ role: 'admin' as const, id: r.id }));
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
  // The rows' ids are ours, so that each message names the notice it carries.
  const rows = due.map(({ recipients, notice }) =>
    noticeRows(recipients, notice, refFor(notice)).map((row) => ({ ...row, id: randomUUID() })),
  );
  await app.database.db.insert(notifications).values(rows.flat());
  await sendAllByChannel(
    app,
    due.flatMap(({ recipients, notice }, i) =>
      notice.sms === false
        ? []
        : recipients.map((recipient, j) => ({
            recipient,
            key: notice.key,
            ref: refFor(notice),
            notificationId: rows[i]![j]!.id,
            ...(notice.words && {
              words: (language: Language) => notice.words!(recipient, language),
            }),
            ...(notice.link && { link: notice.link(recipient) }),
            ...(notice.milestone !== undefined &&
              notice.projectId && {
                buttons: replyButtons(notice.projectId, notice.milestone),
              }),
          })),
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
 * The channel half of a conversation's notice (modules/conversation/ calls it for those its
 * once-per-30-minutes rule lets through): a message to each recipient in their language. It
 * carries the recipient's unread message notice when no channel message carries it yet, so the
 * team's page shows how that notice went; a reminder while it stays unread goes on its own, since
 * one notice reaches a person once per channel (outbound_messages_notice_idx).
 */
export async function sendMessageNotices(
  app: FastifyInstance,
  projectId: string,
  recipients: Recipient[],
  ref: string,
): Promise<void> {
  const unsent = await app.database.db
    .select({
      id: notifications.id,
      role: notifications.recipientRole,
      who: notifications.recipientId,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.projectId, projectId),
        isNull(notifications.readAt),
        isMessageNotice,
        sql`not exists (select 1 from ${outboundMessages} where ${outboundMessages.notificationId} = ${notifications.id})`,
      ),
    );
  const noticeOf = new Map(unsent.map((n) => [`${n.role} ${n.who}`, n.id]));
  await sendAllByChannel(
    app,
    recipients.map((recipient) => {
      const notificationId = noticeOf.get(`${recipient.role} ${recipient.id}`);
      return { recipient, key: 'notifyNewMessage', ref, ...(notificationId && { notificationId }) };
    }),
  );
}

async function sendAllByChannel(
  app: FastifyInstance,
  sends: (ChannelSend & { recipient: Recipient })[],
): Promise<void> {
  if (sends.length === 0) {
    return;
  }
  const contacts = await contactsOf(
    app,
    sends.map((s) => s.recipient),
  );
  const whatsappOn = app.config.whatsapp !== undefined;
  await app.sendMessages(
    sends.flatMap((send, i) => messageFor(contacts[i]!, send, whatsappOn) ?? []),
  );
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
