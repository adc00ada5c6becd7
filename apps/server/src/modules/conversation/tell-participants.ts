import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, projectMessageReads } from '../../db/schema/index';
import { type Caller, participantsOf } from '../access';
import {
  type Recipient,
  allAdmins,
  isMessageNotice,
  messageNoticeKind,
  noticeRows,
  sendMessageNotices,
} from '../notifications';

export type ConversationProject = {
  id: string;
  ref: string;
  clientId: string;
  selectedPartnerId: string | null;
};

/** How often at most a person gets an SMS or e-mail about one conversation. */
export const channelQuietMinutes = 30;

/** Everyone taking part but the author: the customer, every admin, the selected partner. */
async function othersIn(
  app: FastifyInstance,
  project: ConversationProject,
  author: Caller,
): Promise<Recipient[]> {
  const { customer, partner } = participantsOf(project);
  const everyone: Recipient[] = [
    customer,
    ...(await allAdmins(app)),
    ...(partner ? [partner] : []),
  ];
  return everyone.filter((r) => !(r.role === author.role && r.id === author.id));
}

/**
 * Leaves the in-app notice with those who have no unread message notice of this project yet: one
 * is enough to point there. One insert that skips whoever holds one: the unique index on the
 * unread message notices (db/schema/messaging.ts) decides, so messages sent at the same moment
 * (two requests, two instances) cannot give anybody two. The rows go in one fixed order, so two
 * such inserts wait for each other rather than deadlock.
 */
async function leaveNotices(
  app: FastifyInstance,
  project: ConversationProject,
  recipients: Recipient[],
): Promise<void> {
  const ordered = [...recipients].sort((a, b) =>
    `${a.role} ${a.id}` < `${b.role} ${b.id}` ? -1 : 1,
  );
  await app.database.db
    .insert(notifications)
    .values(
      noticeRows(
        ordered,
        { kind: messageNoticeKind, key: 'notifyNewMessage', projectId: project.id },
        project.ref,
      ),
    )
    .onConflictDoNothing({
      target: [notifications.recipientRole, notifications.recipientId, notifications.projectId],
      where: sql`${notifications.readAt} is null and ${isMessageNotice}`,
    });
}

/**
 * Claims the right to send each recipient a channel message about this conversation: one
 * statement that stamps `last_channel_at` only where it is empty or older than the quiet time,
 * and answers whom it stamped. The row lock of the upsert makes a second instance (or request)
 * wait and then see the new stamp, so two senders cannot both claim the same person.
 */
async function claimChannel(
  app: FastifyInstance,
  projectId: string,
  recipients: Recipient[],
): Promise<Recipient[]> {
  if (recipients.length === 0) {
    return [];
  }
  const t = projectMessageReads;
  const claimed = await app.database.db
    .insert(t)
    .values(
      recipients.map((r) => ({
        projectId,
        readerRole: r.role,
        readerId: r.id,
        lastChannelAt: sql`now()`,
      })),
    )
    .onConflictDoUpdate({
      target: [t.projectId, t.readerRole, t.readerId],
      set: { lastChannelAt: sql`now()` },
      setWhere: sql`${t.lastChannelAt} is null or ${t.lastChannelAt} <= now() - make_interval(mins => ${channelQuietMinutes})`,
    })
    .returning({ role: t.readerRole, id: t.readerId });
  const won = new Set(claimed.map((c) => `${c.role} ${c.id}`));
  return recipients.filter((r) => won.has(`${r.role} ${r.id}`));
}

/**
 * After a message is committed: every other participant gets an in-app notice at once (one
 * unread per project, see notifications/message-notices.ts), and an SMS or e-mail per their channels at
 * most once per 30 minutes per conversation. The message never says what was written: the
 * channel only points to the conversation, where nobody's phone or e-mail is shown.
 */
export async function tellParticipants(
  app: FastifyInstance,
  project: ConversationProject,
  author: Caller,
): Promise<void> {
  const others = await othersIn(app, project, author);
  if (others.length === 0) {
    return;
  }
  await leaveNotices(app, project, others);
  const channel = await claimChannel(app, project.id, others);
  if (channel.length > 0) {
    await sendMessageNotices(app, project.id, channel, project.ref);
  }
}
