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
  return app.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(mine, isNotNull(projects.selectedQuotation), ne(projects.status, 'Completed')));
}

/**
 * A text or photo from a participant's phone (docs/messaging.md) goes into the conversation of
 * their one active project, through the same step as the site's; with several, the answer asks
 * them to write on the site, and with none it is left.
 */
export async function intoConversation(
  app: FastifyInstance,
  sender: Sender,
  message: WebhookMessage,
): Promise<void> {
  const text = (message.text?.body ?? message.image?.caption ?? '').trim();
  if (!text && !message.image) {
    return;
  }
  const active = await activeProjects(app, sender);
  if (active.length !== 1) {
    if (active.length > 1) {
      await answer(app, sender, textIn(sender.language, 'whatsappChooseOnSite'));
    }
    return;
  }
  // The site's own rules for a message (words required, up to 2,000 characters), checked before
  // any photo is fetched.
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
      projectId: active[0]!.id,
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
