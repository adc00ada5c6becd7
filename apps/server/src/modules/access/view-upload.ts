import { and, arrayContains, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { uploads } from '../../db/schema/index';
import { projects, quotationInvitations } from '../../db/schema/index';
import { readSession } from '../sessions/session-cookies';

type Upload = typeof uploads.$inferSelect;

/**
 * Who may see an image: gallery and avatar images are public; a project photo is its customer's,
 * the admins', and the partners invited to quote for that project; a design is its customer's and
 * the admins'.
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
  if (upload.purpose === 'project-photo') {
    if (user && user.accountId === upload.ownerId) {
      return true;
    }
    const partner = await readSession(request, 'service-provider');
    if (!partner) {
      return false;
    }
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
      .where(arrayContains(projects.photos, [upload.id]))
      .limit(1);
    return invited !== undefined;
  }
  if (upload.purpose === 'design' && user) {
    const [own] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(projects.clientId, user.accountId), arrayContains(projects.designs, [upload.id])),
      )
      .limit(1);
    return own !== undefined;
  }
  return false;
}
