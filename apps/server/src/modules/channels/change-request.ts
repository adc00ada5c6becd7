import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { projects, whatsappAwaiting } from '../../db/schema/index';
import { filledIn, textIn } from '../../lib/texts';
import { refuseUnless, workflowStateOf } from '../kernel';
import { discardUploads } from '../uploads';
import { changeQuietMs, claimRows, settleRow } from './change-request-make';
import { mediaUpload } from './inbound-media';
import { answer, localizeIssue, stepOrRefusal, type Sender } from './sender';
import type { WebhookMessage } from './webhook-payload';

// Request changes on WhatsApp (docs/messaging.md): the tap asks for words, and the customer's
// photos and words within 24 hours become the milestone's change request, made a quiet minute
// after the last of them once the words came (people write, then pick photos): the minute runs
// from each message's arrival, before any photo is fetched. Each turn changes the waiting row in
// one statement (a photo appended, words added), and change-request-make.ts claims it when due,
// so the housekeeping sweep, a second tap or a message handled at the same moment never leave a
// photo both used and discarded.

const dayMs = 24 * 3600_000;
/** A change request takes up to 10 photos and 2,000 characters of words, as on the site. */
const maxChangePhotos = 10;
const maxChangeWords = 2000;

/** The phone's request, while it waits and no instance is making it. */
const waitingFor = (phone: string) =>
  and(
    eq(whatsappAwaiting.phone, phone),
    gt(whatsappAwaiting.until, sql`now()`),
    isNull(whatsappAwaiting.takenUntil),
  );

/** Once the words came, each message moves the request a quiet minute past itself. */
const dueAfterQuiet = sql`case when ${whatsappAwaiting.text} is null then null
  else now() + ${changeQuietMs} * interval '1 millisecond' end`;

/** The step's own rule for the tap, read afresh; a refusal is answered. */
async function mayReview(app: FastifyInstance, customer: Sender, projectId: string, num: number) {
  const [own] = await app.database.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, customer.id)));
  if (!own) {
    return false;
  }
  const state = await workflowStateOf(app.database.db, own);
  return stepOrRefusal(app, customer, async () => refuseUnless(canReviewMilestone(state, num)));
}

/**
 * The tap: checked by the step's own rule (a tap after the milestone was approved is told so at
 * once); a request begun before then gives way, made now if its words came, else let go with its
 * photos; then the words are asked for.
 */
export async function startChangeRequest(
  app: FastifyInstance,
  customer: Sender,
  asked: { projectId: string; num: number; ref: string },
) {
  if (!(await mayReview(app, customer, asked.projectId, asked.num))) {
    return;
  }
  const [earlier] = await claimRows(app, eq(whatsappAwaiting.phone, customer.phone), sql`now()`);
  if (earlier?.text) {
    const outcome = await settleRow(app, earlier).catch((error: unknown) => {
      app.log.error({ err: error }, 'a WhatsApp change request could not be made; taken up later');
      return 'failed' as const;
    });
    // Made for this very milestone, say: the tap is told where it now stands.
    if (outcome === 'made' && !(await mayReview(app, customer, asked.projectId, asked.num))) {
      return;
    }
  } else if (earlier) {
    await app.database.db
      .delete(whatsappAwaiting)
      .where(eq(whatsappAwaiting.phone, customer.phone));
    await discardUploads(app, earlier.photos);
  }
  const [started] = await app.database.db
    .insert(whatsappAwaiting)
    .values({
      phone: customer.phone,
      userId: customer.id,
      projectId: asked.projectId,
      milestone: asked.num,
      until: new Date(Date.now() + dayMs),
    })
    .onConflictDoNothing()
    .returning({ phone: whatsappAwaiting.phone });
  if (!started) {
    // The earlier one is still being made (another instance holds it).
    await answer(app, customer, textIn(customer.language, 'whatsappNotTaken'));
    return;
  }
  const said = { num: asked.num, ref: asked.ref };
  await answer(app, customer, filledIn(customer.language, 'whatsappAskChanges', said));
}

/** What the customer hears of something that did not join the request. */
async function notAdded(app: FastifyInstance, customer: Sender, becauseFull: 'photos' | 'words') {
  const [still] = await app.database.db
    .select({ phone: whatsappAwaiting.phone })
    .from(whatsappAwaiting)
    .where(waitingFor(customer.phone));
  const key = !still
    ? 'whatsappAfterChangeRequest'
    : becauseFull === 'photos'
      ? 'whatsappPhotoNotAdded'
      : 'whatsappWordsTooLong';
  await answer(app, customer, textIn(customer.language, key));
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
    await notAdded(app, customer, 'photos');
  }
}

/** Words (a text, a photo's caption): added to those before, and the request due after them. */
async function addWords(app: FastifyInstance, customer: Sender, words: string) {
  // The site's own rule for a change request's words, told at once.
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
    .where(
      and(
        waitingFor(customer.phone),
        sql`coalesce(char_length(${whatsappAwaiting.text}) + 1, 0) + ${text.length} <= ${maxChangeWords}`,
      ),
    )
    .returning({ phone: whatsappAwaiting.phone });
  if (!kept) {
    await notAdded(app, customer, 'words');
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
  // Its arrival moves the quiet minute, before a photo's download (which takes a while).
  const [waiting] = await app.database.db
    .update(whatsappAwaiting)
    .set({ dueAt: dueAfterQuiet })
    .where(waitingFor(customer.phone))
    .returning({ phone: whatsappAwaiting.phone });
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
