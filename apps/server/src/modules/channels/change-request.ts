import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import { isLanguage } from '@greenscape/shared/language';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { projects, users, whatsappAwaiting } from '../../db/schema/index';
import { filledIn, textIn } from '../../lib/texts';
import { requestChanges } from '../execution';
import { refuseUnless, workflowStateOf } from '../kernel';
import { discardUploads } from '../uploads';
import { mediaUpload } from './inbound-media';
import { answer, asSender, localizeIssue, stepOrRefusal, type Sender } from './sender';
import type { WebhookMessage } from './webhook-payload';

// Request changes on WhatsApp (docs/messaging.md): the tap asks for words, and the customer's
// photos and words within 24 hours become the milestone's change request, made a quiet minute
// after the last of them once the words came (people write, then pick photos). The waiting row is
// changed by one statement at each turn (a photo appended, words added) and taken out whole by
// one statement when it is due (finishChangeRequests), so the housekeeping sweep, a second tap or
// a message handled at the same moment never leave a photo both used and discarded: a photo is
// discarded only by whoever took it out of the row, and never once the step used it.

const dayMs = 24 * 3600_000;
/** The quiet time after the customer's last message before the request is made. */
export const changeQuietMs = 60_000;
/** A change request takes up to 10 photos, as on the site. */
const maxChangePhotos = 10;

type AwaitingRow = typeof whatsappAwaiting.$inferSelect;

const waitingFor = (phone: string) =>
  and(eq(whatsappAwaiting.phone, phone), gt(whatsappAwaiting.until, sql`now()`));

/** Once the words came, each message moves the request a quiet minute past itself. */
const dueAfterQuiet = sql`case when ${whatsappAwaiting.text} is null then null
  else now() + ${changeQuietMs} * interval '1 millisecond' end`;

/**
 * The tap: a request begun before gives way, this one is checked by the step's own rule, then the
 * words are asked for.
 */
export async function startChangeRequest(
  app: FastifyInstance,
  customer: Sender,
  asked: { projectId: string; num: number; ref: string },
) {
  const { db } = app.database;
  // A request begun before gives way: made now if its words came, else let go with its photos.
  const [earlier] = await db
    .delete(whatsappAwaiting)
    .where(eq(whatsappAwaiting.phone, customer.phone))
    .returning();
  if (earlier?.text) {
    await makeChangeRequest(app, earlier);
  } else {
    await discardUploads(app, earlier?.photos ?? []);
  }
  const [own] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, asked.projectId), eq(projects.clientId, customer.id)));
  if (!own) {
    return;
  }
  // A tap after the milestone was approved, or changes were asked, is told so, rather than asked
  // for words that would then be refused.
  const state = await workflowStateOf(db, own);
  const check = async () => refuseUnless(canReviewMilestone(state, asked.num));
  if (!(await stepOrRefusal(app, customer, check))) {
    return;
  }
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

/** A photo: kept in the row while it waits and has room; else let go, and the customer told. */
async function addPhoto(app: FastifyInstance, customer: Sender, mediaId: string) {
  const photo = await mediaUpload(app, mediaId, { role: 'user', id: customer.id });
  // Appended by the database: photos sent together arrive as webhooks handled at once.
  const [kept] = await app.database.db
    .update(whatsappAwaiting)
    .set({
      photos: sql`array_append(${whatsappAwaiting.photos}, ${photo}::uuid)`,
      dueAt: dueAfterQuiet,
    })
    .where(
      and(
        waitingFor(customer.phone),
        sql`cardinality(${whatsappAwaiting.photos}) < ${maxChangePhotos}`,
      ),
    )
    .returning({ phone: whatsappAwaiting.phone });
  if (!kept) {
    await discardUploads(app, [photo]);
    await answer(app, customer, textIn(customer.language, 'whatsappPhotoNotAdded'));
  }
}

/** Words (a text, a photo's caption): added to those before, and the request due after them. */
async function addWords(app: FastifyInstance, customer: Sender, words: string) {
  // The site's own rule for a change request's words (up to 2,000 characters), told at once.
  const checked = milestoneChangesBodySchema.safeParse({ text: words, photos: [] });
  if (!checked.success) {
    const reason = localizeIssue(customer.language, checked.error.issues[0]?.message);
    await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', { reason }));
    return;
  }
  const text = checked.data.text;
  const [kept] = await app.database.db
    .update(whatsappAwaiting)
    .set({
      text: sql`case when ${whatsappAwaiting.text} is null then ${text}
        else ${whatsappAwaiting.text} || E'\n' || ${text} end`,
      dueAt: sql`now() + ${changeQuietMs} * interval '1 millisecond'`,
    })
    .where(waitingFor(customer.phone))
    .returning({ phone: whatsappAwaiting.phone });
  if (!kept) {
    // Made or ended while this message was on its way (a photo's download takes a while).
    await answer(app, customer, textIn(customer.language, 'whatsappNotTaken'));
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
  const words = (message.image ? (message.image.caption ?? '') : (message.text?.body ?? '')).trim();
  if (!message.image && !words) {
    return false;
  }
  const [waiting] = await app.database.db
    .select({ phone: whatsappAwaiting.phone })
    .from(whatsappAwaiting)
    .where(waitingFor(customer.phone));
  if (!waiting) {
    return false;
  }
  if (message.image) {
    await addPhoto(app, customer, message.image.id);
  }
  if (words) {
    await addWords(app, customer, words);
  }
  return true;
}

/** The customer of a waiting row, as the step's caller and the answer's reader. */
async function customerOf(app: FastifyInstance, row: AwaitingRow): Promise<Sender> {
  const [user] = await app.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  const language = user && isLanguage(user.language) ? user.language : 'en';
  return { role: 'user', id: row.userId, phone: row.phone, language };
}

/** A row taken out of the table: its words and photos made the change request, or let go. */
async function makeChangeRequest(app: FastifyInstance, row: AwaitingRow) {
  const customer = await customerOf(app, row);
  const photos = row.photos;
  try {
    // The site's own rules for a change request (words of up to 2,000 characters, 10 photos).
    const checked = milestoneChangesBodySchema.safeParse({ text: row.text ?? '', photos });
    if (!checked.success) {
      await discardUploads(app, photos);
      const reason = localizeIssue(customer.language, checked.error.issues[0]?.message);
      const said = { reason };
      await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', said));
      return;
    }
    const input = {
      projectId: row.projectId,
      num: row.milestone,
      text: checked.data.text,
      photos: checked.data.photos,
    };
    const ctx = asSender(app, customer);
    if (!(await stepOrRefusal(app, customer, () => requestChanges(ctx, input)))) {
      // Refused: the step attached nothing, and nobody else holds these photos.
      await discardUploads(app, photos);
      return;
    }
  } catch (error) {
    // Not made, for a fault of ours: the photos go, and the customer is asked to send again.
    await discardUploads(app, photos);
    await answer(app, customer, textIn(customer.language, 'whatsappNotTaken'));
    throw error;
  }
  const [project] = await app.database.db
    .select({ ref: projects.ref })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  const said = { num: row.milestone, ref: project?.ref ?? '' };
  await answer(app, customer, filledIn(customer.language, 'whatsappChangesSent', said));
}

/**
 * Makes each change request whose quiet minute has passed; every instance runs it (routes.ts),
 * and each row is taken by one. Returns how many were taken.
 */
export async function finishChangeRequests(app: FastifyInstance, now = new Date()) {
  const due = await app.database.db
    .delete(whatsappAwaiting)
    .where(lte(whatsappAwaiting.dueAt, now))
    .returning();
  for (const row of due) {
    await makeChangeRequest(app, row).catch((error: unknown) =>
      app.log.error({ err: error }, 'a WhatsApp change request could not be made'),
    );
  }
  return due.length;
}
