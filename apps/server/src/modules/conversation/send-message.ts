import { conversationApi } from '@greenscape/shared/contract/conversation';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import type { ProjectMessage } from '@greenscape/shared/schemas/execution';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectMessages, projects } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { withinHourlyQuota } from '../../lib/hourly-quota';
import {
  type Caller,
  type ParticipantRole,
  attachToProject,
  isParticipant,
  requireAccess,
} from '../access';
import { roleTables } from '../../db/role-tables';
import { type StepContext, recordStep } from '../kernel';
import { clearMessageNotice } from '../notifications';
import { messageJson } from './message-json';
import { moveReadMark } from './read-mark';
import { tellParticipants, type ConversationProject } from './tell-participants';

/** The name the others read beside a message: the account's own, never its phone or e-mail. */
async function authorName(tx: Database, author: Caller): Promise<string> {
  const table = roleTables[author.role];
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, author.id));
  // A customer who has not filled in a profile has no name yet: the page shows the role instead.
  return row?.name?.trim() ?? '';
}

/**
 * Writes a message in the project's conversation (docs/product.md#conversation): in one
 * transaction the project row is read under a share lock (so a pick cannot change who takes part
 * meanwhile) and the caller checked against it, the photos must be the caller's own uploads, the
 * message is stored with the author's name, its photos become the project's (so every participant
 * may see them), the author's read mark moves, and the audit row is written. After the commit the
 * others are told. Each account writes at most MESSAGES_PER_HOUR messages an hour, across its
 * projects (else 429), so that nobody can flood a conversation and the others' notifications.
 */
export async function sendProjectMessage(
  ctx: StepContext,
  input: { projectId: string; text: string; photos: string[] },
): Promise<ProjectMessage> {
  const { db } = ctx.app.database;
  const author = ctx.caller;
  const quota = {
    key: `project-messages:${author.role}:${author.id}`,
    limit: ctx.app.config.limits.projectMessagesPerHour,
    code: 'tooManyProjectMessages' as const,
  };
  const { message, project } = await withinHourlyQuota(db, quota, async (tx) => {
    const [project] = await tx
      .select({
        id: projects.id,
        ref: projects.ref,
        clientId: projects.clientId,
        selectedPartnerId: projects.selectedPartnerId,
      })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for('share');
    if (!project || !isParticipant(project, author)) {
      throw notFound();
    }
    ctx.onProject?.(project.id);
    await requireAccess(tx, author, { can: 'uploads.use', uploadIds: input.photos });
    const [row] = await tx
      .insert(projectMessages)
      .values({
        projectId: project.id,
        authorRole: author.role,
        authorId: author.id,
        authorName: await authorName(tx, author),
        text: input.text,
        photos: input.photos,
      })
      .returning();
    await attachToProject(tx, project.id, input.photos);
    // Who writes has read what came before: their own count of this project is zero again.
    await moveReadMark(tx, author, project.id);
    await clearMessageNotice(tx, author, project.id);
    await recordStep(tx, ctx, {
      route: routeKey(conversationApi.sendMessage),
      status: 201,
      projectId: project.id,
      details: { photos: input.photos.length },
    });
    return { message: row!, project: project satisfies ConversationProject };
  });
  await tellParticipants(ctx.app, project, author as Caller & { role: ParticipantRole });
  return messageJson(message);
}
