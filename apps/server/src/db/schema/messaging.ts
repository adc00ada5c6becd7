import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { serviceProviders, users, admins } from './accounts';
import { projects } from './projects';

// In-app notifications for whoever must act next (docs/product.md#notifications).
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientRole: text('recipient_role').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    // The English text as sent; the feed words it in the reader's language from its key and the
    // project's reference, and shows this text for rows made before there were keys.
    text: text('text').notNull(),
    messageKey: text('message_key'),
    projectRef: text('project_ref'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(
      t.recipientRole,
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The bell, read on every page, counts unread notices and, apart, the projects whose
    // conversation has news (modules/notifications/feed.ts, modules/notifications/unread-messages.ts):
    // a team member's message notices are cleared one conversation at a time, so they pile up,
    // and each count must find its own rows without visiting the others.
    index('notifications_unread_idx')
      .on(t.recipientRole, t.recipientId)
      .where(sql`${t.readAt} is null and ${t.kind} <> 'Message'`),
    // Unique: a participant holds at most one unread message notice per project
    // (modules/notifications/message-notices.ts), so a new message leaves its notices in one
    // insert that skips whoever has one (tell-participants.ts), where it was a locked transaction
    // of four round trips (docs/performance.md). Led by the reader, it also serves the bell's
    // count.
    uniqueIndex('notifications_unread_message_idx')
      .on(t.recipientRole, t.recipientId, t.projectId)
      .where(sql`${t.readAt} is null and ${t.kind} = 'Message'`),
  ],
);

// SMS and e-mail leave through an adapter; every message is kept here first, so a message that
// cannot be sent is retried and the dev outbox can show it (docs/product.md#notifications).
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: text('channel').$type<'sms' | 'email' | 'whatsapp'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // When a failed message is tried again (kept for retry, with back-off:
    // docs/deploy.md#messages).
    nextAttemptAt: at('next_attempt_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    /** The notice it carries: one event reaches one person once on each channel. */
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    /** The event's template and its parameters, for WhatsApp and DLT SMS (docs/messaging.md). */
    template: jsonb('template').$type<OutboundTemplate>(),
    /** The provider's id of the message (WhatsApp's wamid, MSG91's request id). */
    providerId: text('provider_id'),
    /** What the provider reported since: delivered, read, failed, or fell back to SMS. */
    delivery: text('delivery').$type<Delivery>(),
    deliveryAt: at('delivery_at'),
  },
  (t) => [
    check('outbound_messages_channel_check', sql`${t.channel} in ('sms', 'email', 'whatsapp')`),
    check('outbound_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check(
      'outbound_messages_delivery_check',
      sql`${t.delivery} in ('delivered', 'read', 'failed', 'fell-back')`,
    ),
    index('outbound_messages_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst()),
    index('outbound_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbound_messages_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed'`),
    uniqueIndex('outbound_messages_notice_idx')
      .on(t.notificationId, t.channel)
      .where(sql`${t.notificationId} is not null`),
    index('outbound_messages_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

export type OutboundTemplate = {
  event: string;
  language: string;
  params: string[];
  buttons?: string[];
  /** The variable of a URL button: the end of a personal address (channel-events.ts buttonsOf). */
  link?: string;
};
export type Delivery = 'delivered' | 'read' | 'failed' | 'fell-back';

/**
 * A provider's report about an id not on record yet: the provider may report before the sender has
 * saved the id it answered (messaging/delivery-report.ts). Applied when the id is saved; kept a day
 * at most (the housekeeping sweep).
 */
export const earlyDeliveryReports = pgTable(
  'early_delivery_reports',
  {
    providerId: text('provider_id').notNull(),
    channel: text('channel').$type<'sms' | 'whatsapp'>().notNull(),
    reported: text('reported').$type<'delivered' | 'read' | 'failed'>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.channel, t.reported] }),
    index('early_delivery_reports_received_idx').on(t.receivedAt),
  ],
);

/** Each message WhatsApp delivered to the webhook, by its id: handled once (docs/messaging.md). */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    fromPhone: text('from_phone').notNull(),
    kind: text('kind').notNull(),
    receivedAt: createdAt(),
  },
  // Kept a week, long enough for any redelivery of Meta's (the housekeeping sweep).
  (t) => [index('whatsapp_inbound_received_idx').on(t.receivedAt)],
);

/**
 * A customer who tapped Request changes: their next text and photos from that phone, until
 * `until`, become the milestone's change request (docs/messaging.md).
 */
export const whatsappAwaiting = pgTable('whatsapp_awaiting', {
  phone: text('phone').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  milestone: smallint('milestone').notNull(),
  text: text('text'),
  photos: uuid('photos')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  until: at('until').notNull(),
  /**
   * Once the words came: when the request is made, a quiet minute after the last message, so
   * that photos sent after the words join them (modules/channels/change-request.ts).
   */
  dueAt: at('due_at'),
  /**
   * While an instance makes the request: until then no photo or word joins the row, and after it
   * (an instance that died meanwhile) another takes it up.
   */
  takenUntil: at('taken_until'),
});

// Messages from the customer's Support page to the support inbox (docs/product.md#support).
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    handledAt: at('handled_at'),
    handledBy: uuid('handled_by').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_open_idx').on(t.handledAt, t.createdAt.desc().nullsFirst())],
);

// One rating per completed project, by its customer, of the chosen partner
// (docs/product.md#ratings).
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    index('ratings_partner_idx').on(t.partnerId, t.createdAt.desc().nullsFirst()),
  ],
);
