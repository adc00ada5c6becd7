import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { uploads } from '../../db/schema/index';
import { projects, quotationInvitations } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { invitationShowsProject, standingOf } from '../partners';
import { readSession } from '../sessions';
import { seesAttachment } from '../access';

type Upload = typeof uploads.$inferSelect;

/**
 * Who may see an image: gallery and avatar images are public; a project photo is its customer's,
 * the admins', and the partners invited to quote for that project; a design is its customer's and
 * the admins', and the project's chosen design also its invited partners' (they quote
 * for that design). An invitation link's token (`?invite=`) shows its partner the same
 * photos and chosen design while the invitation holds: the window is open, or the partner quoted.
 * Photos attached to a project's job are its participants' (access/participants.ts).
 */
export async function canView(request: FastifyRequest, upload: Upload): Promise<boolean> {
  if (upload.purpose === 'gallery' || upload.purpose === 'avatar') {
    return true;
  }
  if (await readSession(request, 'admin')) {
    return true;
  }
  const { db } = request.server.database;
  const user = await readSession(request, 'user');
  if (user && (await customerSees(db, user.accountId, upload))) {
    return true;
  }
  const partner = await readSession(request, 'service-provider');
  const sessions = [
    ...(user ? [{ role: 'user' as const, id: user.accountId }] : []),
    ...(partner ? [{ role: 'service-provider' as const, id: partner.accountId }] : []),
  ];
  // A photo of the job (a visit report, a proof, a change request, a message) is seen
  // by everyone taking part in its project, and by whoever uploaded it.
  if (partner && upload.ownerRole === 'service-provider' && upload.ownerId === partner.accountId) {
    return true;
  }
  if (await seesAttachment(db, sessions, upload.id)) {
    return true;
  }
  if (upload.purpose !== 'project-photo' && upload.purpose !== 'design') {
    return false;
  }
  if (partner) {
    const [invited] = await db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(
        quotationInvitations,
        and(
          eq(quotationInvitations.projectId, projects.id),
          eq(quotationInvitations.partnerId, partner.accountId),
        ),
      )
      .where(shownToPartners(upload))
      .limit(1);
    if (invited) {
      return true;
    }
  }
  const { invite } = request.query as { invite?: unknown };
  return typeof invite === 'string' && invitationSees(db, invite, upload);
}

async function customerSees(db: Database, userId: string, upload: Upload): Promise<boolean> {
  if (upload.purpose === 'project-photo' || upload.purpose === 'work-photo') {
    return upload.ownerRole === 'user' && upload.ownerId === userId;
  }
  if (upload.purpose !== 'design') {
    return false;
  }
  const [own] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, userId), arrayContains(projects.designs, [upload.id])))
    .limit(1);
  return own !== undefined;
}

/** The projects whose invited partners see this image: its photos, and its chosen design. */
function shownToPartners(upload: Upload) {
  return upload.purpose === 'design'
    ? sql`${projects.designs}[${projects.designSelected}] = ${upload.id}::uuid`
    : arrayContains(projects.photos, [upload.id]);
}

async function invitationSees(db: Database, token: string, upload: Upload): Promise<boolean> {
  const [invited] = await db
    .select({ project: projects, partnerId: quotationInvitations.partnerId })
    .from(projects)
    .innerJoin(
      quotationInvitations,
      and(
        eq(quotationInvitations.projectId, projects.id),
        eq(quotationInvitations.tokenHash, hashToken(token)),
      ),
    )
    .where(shownToPartners(upload))
    .limit(1);
  return (
    invited !== undefined &&
    invitationShowsProject(await standingOf(db, invited.project, invited.partnerId))
  );
}
