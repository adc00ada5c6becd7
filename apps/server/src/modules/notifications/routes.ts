import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '@greenscape/shared/schemas/auth';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { notifications } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';
import { requireSomeSession } from '../auth/guards';
import { readSession } from '../auth/session-cookies';

const roleQuery = z.object({ role: z.enum(roles) });
const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  text: z.string(),
  projectId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** The header badge and panel of every role (DECISIONS §6): the caller's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function me(
    request: Parameters<typeof readSession>[0],
    role: z.infer<typeof roleQuery>['role'],
  ) {
    const session = await readSession(request, role);
    if (!session) {
      throw unauthorized();
    }
    return and(
      eq(notifications.recipientRole, role),
      eq(notifications.recipientId, session.accountId),
    );
  }

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The role's latest notifications, newest first, and how many are unread",
        querystring: roleQuery,
        response: {
          200: z.object({ unread: z.number().int(), items: z.array(notificationSchema) }),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const mine = await me(request, request.query.role);
      const [unread] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt)));
      const rows = await db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(30);
      return {
        unread: unread?.n ?? 0,
        items: rows.map((r) => ({
          _id: r.id,
          kind: r.kind,
          text: r.text,
          projectId: r.projectId,
          read: r.readAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireSomeSession,
      schema: {
        tags: ['notifications'],
        summary: "Marks the role's notifications read (opening the panel does this)",
        body: roleQuery,
        response: { 200: z.object({ unread: z.literal(0) }), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const mine = await me(request, request.body.role);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine, isNull(notifications.readAt)));
      return { unread: 0 as const };
    },
  );
};
