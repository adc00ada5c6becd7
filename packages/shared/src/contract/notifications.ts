import { z } from 'zod';
import { roles } from '../schemas/auth';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

/** Whose notifications: a browser may hold sessions of several roles at once. */
export const notificationRoleSchema = z.object({ role: z.enum(roles) });

export const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  text: z.string(),
  projectId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `unread` is what the bell shows: unread notifications plus unread conversation messages, so an
 * older client's badge counts both. `unreadMessages` is the second part alone, which
 * stays after the panel is opened: only reading a project's conversation clears it.
 */
export const notificationFeedSchema = z.object({
  unread: z.number().int(),
  unreadMessages: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

/** The badge alone, as the feed counts it: what every page reads. */
export const unreadCountsSchema = notificationFeedSchema.pick({
  unread: true,
  unreadMessages: true,
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

const tags = ['notifications'] as const;

/**
 * The header badge and panel of every role: the caller's own notifications only. Every page reads
 * the badge's counts; the panel reads the notices when it opens.
 */
export const notificationsApi = {
  unread: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread',
    query: notificationRoleSchema,
    responses: { 200: unreadCountsSchema, ...refusals(401) },
    summary: "How many of the role's notifications are unread, as the list counts them",
    tags,
    audit: false,
  }),

  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    query: notificationRoleSchema,
    responses: { 200: notificationFeedSchema, ...refusals(401) },
    summary: "The role's latest notifications, newest first, and how many are unread",
    tags,
    audit: false,
  }),

  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    body: notificationRoleSchema,
    responses: { 200: z.object({ unread: z.literal(0) }), ...refusals(401) },
    summary: "Marks the role's notifications read (opening the panel does this)",
    tags,
    audit: false,
  }),
} as const;
