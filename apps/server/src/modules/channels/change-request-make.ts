import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { milestoneChanges, users, whatsappAwaiting } from '../../db/schema/index';
import { filledIn } from '../../lib/texts';
import { requestChanges } from '../execution';
import { discardUploads } from '../uploads';
import {
  answer,
  asSender,
  languageOf,
  localizeIssue,
  refOf,
  stepOrRefusal,
  type Sender,
} from './sender';

// Making a WhatsApp change request from its waiting row (change-request.ts, docs/messaging.md).
// A row is claimed first (taken_until, as the message retries claim theirs), made, and only then
// deleted: an instance that dies in between leaves it to be taken up five minutes later, when a
// request its step already saved is found and not made twice. Photos are discarded only when the
// step refused them.

/** The quiet time after the customer's last message before the request is made. */
export const changeQuietMs = 60_000;

export type AwaitingRow = typeof whatsappAwaiting.$inferSelect;

/** Claims the rows `where` names that nobody holds, for five minutes. */
export async function claimRows(app: FastifyInstance, where: SQL | undefined, now: SQL | Date) {
  return app.database.db
    .update(whatsappAwaiting)
    .set({ takenUntil: sql`now() + interval '5 minutes'` })
    .where(
      and(
        where,
        or(isNull(whatsappAwaiting.takenUntil), lt(whatsappAwaiting.takenUntil, now as Date)),
      ),
    )
    .returning();
}

/** The customer of a waiting row, as the step's caller and the answer's reader. */
async function customerOf(app: FastifyInstance, row: AwaitingRow): Promise<Sender> {
  const [user] = await app.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  return { role: 'user', id: row.userId, phone: row.phone, language: languageOf(user?.language) };
}

/** Whether the step saved this row's request before its instance stopped (taken up again). */
async function madeAlready(app: FastifyInstance, row: AwaitingRow) {
  const [made] = await app.database.db
    .select({ id: milestoneChanges.id })
    .from(milestoneChanges)
    .where(
      and(
        eq(milestoneChanges.projectId, row.projectId),
        eq(milestoneChanges.num, row.milestone),
        eq(milestoneChanges.text, row.text ?? ''),
        // Made since the tap, which was a day before the row's end.
        gte(milestoneChanges.createdAt, new Date(row.until.getTime() - 24 * 3600_000)),
      ),
    );
  return made !== undefined;
}

/** The step, as the customer makes it on the site; the answer says how it went. */
async function makeChangeRequest(app: FastifyInstance, row: AwaitingRow) {
  const customer = await customerOf(app, row);
  if (!(await madeAlready(app, row))) {
    // The site's own rules for a change request (words of up to 2,000 characters, 10 photos).
    const checked = milestoneChangesBodySchema.safeParse({
      text: row.text ?? '',
      photos: row.photos,
    });
    if (!checked.success) {
      const reason = localizeIssue(customer.language, checked.error.issues[0]?.message);
      const said = { reason };
      await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', said));
      return 'refused';
    }
    const input = {
      projectId: row.projectId,
      num: row.milestone,
      text: checked.data.text,
      photos: checked.data.photos,
    };
    const ctx = asSender(app, customer);
    if (!(await stepOrRefusal(app, customer, () => requestChanges(ctx, input)))) {
      return 'refused';
    }
  }
  const said = { num: row.milestone, ref: await refOf(app, row.projectId) };
  await answer(app, customer, filledIn(customer.language, 'whatsappChangesSent', said));
  return 'made';
}

/**
 * A claimed row made into its request, then deleted; a refusal's photos are let go, as nobody
 * else holds them. A fault leaves the row claimed, to be taken up again.
 */
export async function settleRow(app: FastifyInstance, row: AwaitingRow) {
  const outcome = await makeChangeRequest(app, row);
  await app.database.db
    .delete(whatsappAwaiting)
    .where(
      and(eq(whatsappAwaiting.phone, row.phone), eq(whatsappAwaiting.takenUntil, row.takenUntil!)),
    );
  if (outcome === 'refused') {
    await discardUploads(app, row.photos);
  }
  return outcome;
}

/**
 * Makes each change request whose quiet minute has passed; every instance runs it (routes.ts),
 * and each row is claimed by one. `now` is the database's unless a test names one. Returns how
 * many were taken.
 */
export async function finishChangeRequests(app: FastifyInstance, now?: Date) {
  const at = now ?? sql`now()`;
  const due = await claimRows(app, lte(whatsappAwaiting.dueAt, at as Date), at);
  for (const row of due) {
    await settleRow(app, row).catch((error: unknown) =>
      app.log.error({ err: error }, 'a WhatsApp change request could not be made; taken up later'),
    );
  }
  return due.length;
}
