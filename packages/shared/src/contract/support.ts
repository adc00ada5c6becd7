import { z } from 'zod';
import { pageQuerySchema, supportItemSchema } from '../schemas/admin';
import { messageResponseSchema } from '../schemas/auth';
import { supportMessageSchema } from '../schemas/projects';
import { adminIdSchema, adminRefusals } from './team-scope';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

/**
 * The support inbox: the customer writes (apps/server/src/modules/support/routes.ts), admins
 * read and close (apps/server/src/modules/support/admin-routes.ts).
 */
export const supportApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/user/support',
    body: supportMessageSchema,
    responses: { 201: messageResponseSchema, ...refusals(400, 401, 429) },
    summary: 'Sends a message to the support inbox',
    tags: ['customer'],
    audit: 'Wrote to support',
  }),

  inbox: defineEndpoint({
    method: 'GET',
    path: '/admin/support/:adminId',
    params: z.object({ adminId: adminIdSchema }),
    query: pageQuerySchema.extend({ status: z.enum(['open', 'closed']).default('open') }),
    responses: { 200: z.array(supportItemSchema), ...adminRefusals },
    summary: 'Support messages, open or closed, newest first, a page at a time',
    tags: ['admin'],
    audit: false,
  }),

  handle: defineEndpoint({
    method: 'PUT',
    path: '/admin/support/:messageId/:adminId',
    params: z.object({ messageId: z.uuid(), adminId: adminIdSchema }),
    body: z.object({ handled: z.boolean() }),
    responses: { 200: z.object({ handled: z.boolean() }), ...adminRefusals },
    summary: 'Closes or reopens a support message',
    tags: ['admin'],
    audit: 'Handled a support message',
  }),
} as const;
