import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, quotationInvitations, uploads } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { Caller } from './guards';

type UploadPurpose = 'project-photo' | 'design' | 'gallery' | 'avatar' | 'work-photo';

/**
 * Every object rule of the API in one place (roles and sessions are the route tree's guard,
 * modules/access/guards.ts). Each permission names the ids it needs; a refusal is the answer the
 * caller gets: a project not the customer's is 404 (nobody learns it exists), a project not shared
 * with the partner 403, an image not the caller's own 403.
 */
export type Permission =
  | { can: 'project.own'; projectId: string }
  | { can: 'project.quote'; projectId: string }
  | { can: 'uploads.use'; uploadIds: readonly string[]; purpose?: UploadPurpose };

export async function requireAccess(
  db: Database,
  caller: Caller,
  permission: Permission,
): Promise<void> {
  if (!(await hasAccess(db, caller, permission))) {
    throw permission.can === 'project.own'
      ? notFound()
      : forbidden(permission.can === 'project.quote' ? 'notInvited' : 'notYourUpload');
  }
}

export async function hasAccess(
  db: Database,
  caller: Caller,
  permission: Permission,
): Promise<boolean> {
  switch (permission.can) {
    case 'project.own': {
      if (caller.role !== 'user') {
        return false;
      }
      const [own] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, permission.projectId), eq(projects.clientId, caller.id)));
      return own !== undefined;
    }
    case 'project.quote': {
      if (caller.role !== 'service-provider') {
        return false;
      }
      const [invited] = await db
        .select({ id: quotationInvitations.id })
        .from(quotationInvitations)
        .where(
          and(
            eq(quotationInvitations.projectId, permission.projectId),
            eq(quotationInvitations.partnerId, caller.id),
          ),
        );
      return invited !== undefined;
    }
    case 'uploads.use':
      return ownsUploads(db, caller, permission.uploadIds, permission.purpose);
  }
}

/**
 * Whether every id is an upload of the caller's own (made for that purpose, when one is named):
 * the one such query.
 */
async function ownsUploads(
  db: Database,
  caller: Caller,
  ids: readonly string[],
  purpose: UploadPurpose | undefined,
): Promise<boolean> {
  // A repeated id is not a second image: callers that accept repeats remove them first.
  if (ids.length === 0) {
    return true;
  }
  const own = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, [...ids]),
        eq(uploads.ownerRole, caller.role),
        eq(uploads.ownerId, caller.id),
        purpose ? eq(uploads.purpose, purpose) : undefined,
      ),
    )
    // Inside a step's transaction the photos stay locked until it commits, so their owner's
    // deletion (uploads/own-uploads.ts, which locks the row for update) waits and then finds
    // them in use, instead of removing a photo the step is about to attach.
    .for('share');
  return own.length === ids.length;
}

/**
 * The partner a personal invitation link stands for (no sign-in needed): the link's token must be
 * that project's invitation, 403 otherwise.
 */
export async function partnerOfInvitation(
  db: Database,
  link: { token: string; projectId: string },
): Promise<string> {
  const [invitation] = await db
    .select({ partnerId: quotationInvitations.partnerId })
    .from(quotationInvitations)
    .where(
      and(
        eq(quotationInvitations.tokenHash, hashToken(link.token)),
        eq(quotationInvitations.projectId, link.projectId),
      ),
    );
  if (!invitation) {
    throw new AppError(403, 'invitationInvalid');
  }
  return invitation.partnerId;
}
