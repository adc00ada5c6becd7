import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { whatsappAwaiting, whatsappInbound } from '../../db/schema/index';
import { discardUploads } from '../uploads';

/** Meta redelivers a webhook for up to a week; an id older than that cannot come again. */
const inboundKeptMs = 7 * 24 * 3600_000;
/** A change request's row is taken an hour after its end: no clock of another instance differs so. */
const awaitingGraceMs = 3600_000;

/**
 * What the WhatsApp replies keep only for a while (docs/messaging.md): the ids of inbound messages
 * after a week, and each request for changes whose 24 hours ran out, with the photos it had
 * taken: the handler takes a row out in one statement before a step may use its photos
 * (change-request.ts), so those left in a row are nobody else's.
 */
export async function pruneChannels(app: FastifyInstance, now: Date) {
  const { db } = app.database;
  const inbound = await db
    .delete(whatsappInbound)
    .where(lt(whatsappInbound.receivedAt, new Date(now.getTime() - inboundKeptMs)))
    .returning({ id: whatsappInbound.messageId });
  const expired = await db
    .delete(whatsappAwaiting)
    .where(lt(whatsappAwaiting.until, new Date(now.getTime() - awaitingGraceMs)))
    .returning({ photos: whatsappAwaiting.photos });
  await discardUploads(
    app,
    expired.flatMap((row) => row.photos),
  );
  return { inbound: inbound.length, awaiting: expired.length };
}
