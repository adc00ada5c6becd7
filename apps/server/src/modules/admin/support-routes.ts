import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, supportItemSchema } from '@greenscape/shared/schemas/admin';
import { supportMessages, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { before, decodeCursor, pageOf } from '../../lib/keyset';
import { callerOf } from '../auth/guards';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';

/** The support inbox (DECISIONS §6): open or closed messages, newest first. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  app.get(
    '/admin/support/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Support messages, open or closed, newest first, a page at a time',
        params: z.object({ adminId }),
        querystring: pageQuerySchema.extend({ status: z.enum(['open', 'closed']).default('open') }),
        response: { 200: z.array(supportItemSchema), ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { status, cursor, limit } = request.query;
      const rows = await db
        .select({ message: supportMessages, customer: users })
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.userId))
        .where(
          and(
            status === 'open'
              ? isNull(supportMessages.handledAt)
              : isNotNull(supportMessages.handledAt),
            before(supportMessages.createdAt, supportMessages.id, decodeCursor(cursor)),
          ),
        )
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit + 1);
      const page = pageOf(
        rows.map((r) => ({ ...r, createdAt: r.message.createdAt, id: r.message.id })),
        limit,
      );
      if (page.next) {
        reply.header('x-next-cursor', page.next);
      }
      return page.items.map(({ message, customer }) => ({
        _id: message.id,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
        handled: message.handledAt !== null,
        customer: {
          _id: customer.id,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
        },
      }));
    },
  );

  app.put(
    '/admin/support/:messageId/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Closes or reopens a support message',
        params: z.object({ messageId: z.uuid(), adminId }),
        body: z.object({ handled: z.boolean() }),
        response: { 200: z.object({ handled: z.boolean() }), ...adminRefusals },
      },
    },
    async (request) => {
      const { handled } = request.body;
      const [row] = await db
        .update(supportMessages)
        .set(
          handled
            ? { handledAt: new Date(), handledBy: callerOf(request).id }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(supportMessages.id, request.params.messageId))
        .returning();
      if (!row) {
        throw notFound();
      }
      return { handled: row.handledAt !== null };
    },
  );
};
