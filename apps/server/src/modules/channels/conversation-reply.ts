import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projects } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { filledIn, textIn } from '../../lib/texts';
import { newProjectMessageSchema } from '@greenscape/shared/schemas/execution';
import { sendProjectMessage } from '../conversation';
import { discardUploads } from '../uploads';
import { mediaUpload } from './inbound-media';
import { answer, asSender, localizeIssue, type Sender } from './sender';
import type { WebhookMessage } from './webhook-payload';

/**
 * The projects whose conversation the sender writes in from WhatsApp: past the pick and not yet
 * completed, theirs as the customer or as the selected partner.
 */
async function activeProjects(app: FastifyInstance, sender: Sender) {
  const mine =
    sender.role === 'user'
      ? eq(projects.clientId, sender.id)
      : eq(projects.selectedPartnerId, sender.id);
  const rows = await app.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(mine, isNotNull(projects.selectedQuotation), ne(projects.status, 'Completed')));
  return rows.map((row) => ({ projectId: row.id, sender }));
}

/**
 * A text or photo from a participant's phone (docs/messaging.md) goes into the conversation of
 * their one active project, through the same step as the site's, as the account that takes part
 * in it (a phone may be a customer's and a partner's); with several, the answer asks them to
 * write on the site, and with none it is left.
 */
export async function intoConversation(
  app: FastifyInstance,
  senders: Sender[],
  message: WebhookMessage,
): Promise<void> {
  const said = (message.text?.body ?? message.image?.caption ?? '').trim();
  if (!said && !message.image) {
    return;
  }
  const active = (await Promise.all(senders.map((s) => activeProjects(app, s)))).flat();
  const [only] = active;
  if (!only || active.length > 1) {
    if (active.length > 1) {
      await answer(app, senders[0]!, textIn(senders[0]!.language, 'whatsappChooseOnSite'));
    }
    return;
  }
  const { sender, projectId } = only;
  // The site's own rules for a message (words required, up to 2,000 characters), checked before
  // any photo is fetched; a photo sent without a caption, as most are, says so in its words.
  const text = said || textIn(sender.language, 'whatsappPhotoOnly');
  const checked = newProjectMessageSchema.safeParse({ text, photos: [] });
  if (!checked.success) {
    const reason = localizeIssue(sender.language, checked.error.issues[0]?.message);
    await answer(app, sender, filledIn(sender.language, 'whatsappNothingChanged', { reason }));
    return;
  }
  const photos = message.image
    ? [await mediaUpload(app, message.image.id, { role: sender.role, id: sender.id })]
    : [];
  try {
    await sendProjectMessage(asSender(app, sender), {
      projectId,
      text: checked.data.text,
      photos,
    });
  } catch (error) {
    await discardUploads(app, photos);
    if (!(error instanceof AppError)) {
      throw error;
    }
    const reason = textIn(sender.language, error.code);
    await answer(app, sender, filledIn(sender.language, 'whatsappNothingChanged', { reason }));
  }
}
