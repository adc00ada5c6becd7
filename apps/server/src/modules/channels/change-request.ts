import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { projects, whatsappAwaiting } from '../../db/schema/index';
import { filledIn } from '../../lib/texts';
import { requestChanges } from '../execution';
import { refuseUnless, workflowStateOf } from '../kernel';
import { discardUploads } from '../uploads';
import { mediaUpload } from './inbound-media';
import { answer, asSender, localizeIssue, stepOrRefusal, type Sender } from './sender';
import type { WebhookMessage } from './webhook-payload';

// Request changes on WhatsApp (docs/messaging.md): the tap asks for words, and the customer's next
// photos and text within 24 hours become the milestone's change request. The waiting row is taken
// by one statement at each turn (an append, the final claim), so the housekeeping sweep, a second
// tap or a message handled at the same moment can never leave a photo both used and discarded:
// a photo is discarded only by whoever took it out of the row, and never once the step used it.

const dayMs = 24 * 3600_000;
/** A change request takes up to 10 photos, as on the site. */
const maxChangePhotos = 10;

/** The tap: checked by the step's own rule first, then the words are asked for. */
export async function startChangeRequest(
  app: FastifyInstance,
  customer: Sender,
  asked: { projectId: string; num: number; ref: string },
) {
  const { db } = app.database;
  const [own] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, asked.projectId), eq(projects.clientId, customer.id)));
  if (!own) {
    return;
  }
  // A tap after the milestone was approved is told so, rather than asked for words that would
  // then be refused.
  const state = await workflowStateOf(db, own);
  const check = async () => refuseUnless(canReviewMilestone(state, asked.num));
  if (!(await stepOrRefusal(app, customer, check))) {
    return;
  }
  // A request begun before and never finished gives way, with the photos it had taken.
  const [earlier] = await db
    .delete(whatsappAwaiting)
    .where(eq(whatsappAwaiting.phone, customer.phone))
    .returning({ photos: whatsappAwaiting.photos });
  await discardUploads(app, earlier?.photos ?? []);
  await db
    .insert(whatsappAwaiting)
    .values({
      phone: customer.phone,
      userId: customer.id,
      projectId: asked.projectId,
      milestone: asked.num,
      until: new Date(Date.now() + dayMs),
    })
    .onConflictDoNothing();
  const said = { num: asked.num, ref: asked.ref };
  await answer(app, customer, filledIn(customer.language, 'whatsappAskChanges', said));
}

const waitingFor = (phone: string) =>
  and(eq(whatsappAwaiting.phone, phone), gt(whatsappAwaiting.until, sql`now()`));

/** A photo without words: kept in the row, if it still waits and has room; else let go. */
async function addPhoto(app: FastifyInstance, customer: Sender, mediaId: string) {
  const photo = await mediaUpload(app, mediaId, { role: 'user', id: customer.id });
  // Appended by the database: photos sent together arrive as webhooks handled at once.
  const [kept] = await app.database.db
    .update(whatsappAwaiting)
    .set({ photos: sql`array_append(${whatsappAwaiting.photos}, ${photo}::uuid)` })
    .where(
      and(
        waitingFor(customer.phone),
        sql`cardinality(${whatsappAwaiting.photos}) < ${maxChangePhotos}`,
      ),
    )
    .returning({ phone: whatsappAwaiting.phone });
  if (!kept) {
    await discardUploads(app, [photo]);
  }
}

/**
 * A text or photo from a customer who asked for changes within the last 24 hours: true when it
 * belonged to the change request (then it goes nowhere else).
 */
export async function continueChangeRequest(
  app: FastifyInstance,
  customer: Sender,
  message: WebhookMessage,
) {
  const { db } = app.database;
  const caption = message.image?.caption?.trim();
  if (message.type === 'image' && message.image && !caption) {
    const [waiting] = await db
      .select({ phone: whatsappAwaiting.phone })
      .from(whatsappAwaiting)
      .where(waitingFor(customer.phone));
    if (!waiting) {
      return false;
    }
    await addPhoto(app, customer, message.image.id);
    return true;
  }
  // The words: a text, or a photo's caption (the photo with them).
  const text = caption ?? message.text?.body.trim();
  if (!text) {
    return false;
  }
  // Taken out of the row in one statement: from here on its photos are this handler's alone.
  const [waiting] = await db.delete(whatsappAwaiting).where(waitingFor(customer.phone)).returning();
  if (!waiting) {
    return false;
  }
  const photos = [...waiting.photos];
  if (message.image && photos.length < maxChangePhotos) {
    photos.push(await mediaUpload(app, message.image.id, { role: 'user', id: customer.id }));
  }
  // The site's own rules for a change request (words of up to 2,000 characters).
  const checked = milestoneChangesBodySchema.safeParse({ text, photos });
  if (!checked.success) {
    await discardUploads(app, photos);
    const reason = localizeIssue(customer.language, checked.error.issues[0]?.message);
    await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', { reason }));
    return true;
  }
  const input = {
    projectId: waiting.projectId,
    num: waiting.milestone,
    text: checked.data.text,
    photos: checked.data.photos,
  };
  const ctx = asSender(app, customer);
  if (await stepOrRefusal(app, customer, () => requestChanges(ctx, input))) {
    const [project] = await db
      .select({ ref: projects.ref })
      .from(projects)
      .where(eq(projects.id, waiting.projectId));
    const said = { num: waiting.milestone, ref: project?.ref ?? '' };
    await answer(app, customer, filledIn(customer.language, 'whatsappChangesSent', said));
  } else {
    // Refused: the step attached nothing, and nobody else holds these photos.
    await discardUploads(app, photos);
  }
  return true;
}
