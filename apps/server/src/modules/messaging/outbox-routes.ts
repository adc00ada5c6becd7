import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalisePhone } from '@greenscape/shared/phone';
import { outboundMessages } from '../../db/schema/index';

const outboxEntry = z.object({ to: z.string(), text: z.string(), createdAt: z.iso.datetime() });

/** Outside production only: what was sent to a phone or e-mail, newest first (DECISIONS §3). */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent to a phone or e-mail (development and tests only)',
        querystring: z.object({ to: z.string().trim().min(1).max(200) }),
        response: { 200: z.array(outboxEntry) },
      },
    },
    async (request) => {
      const to = normalisePhone(request.query.to) ?? request.query.to.toLowerCase();
      const rows = await app.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.recipient, to))
        .orderBy(desc(outboundMessages.createdAt))
        .limit(50);
      return rows.map((r) => ({
        to: r.recipient,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};
