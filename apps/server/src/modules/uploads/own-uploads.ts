import { arrayContains, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { projects, serviceProviders, uploads } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { hasAccess } from '../access/access';

export type UploadRow = typeof uploads.$inferSelect;

export async function uploadById(db: Database, id: string): Promise<UploadRow | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
  return upload;
}

/**
 * Removes an upload of the owner's that no project and no gallery uses: 404 when it is not
 * theirs, 409 when it is in use.
 */
export async function removeOwnUpload(
  app: FastifyInstance,
  id: string,
  owner: { role: Role; id: string },
): Promise<void> {
  const { db } = app.database;
  const own = await hasAccess(db, owner, { can: 'uploads.use', uploadIds: [id] });
  const upload = own ? await uploadById(db, id) : undefined;
  if (!upload) {
    throw notFound();
  }
  const [usedByProject] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      or(arrayContains(projects.photos, [upload.id]), arrayContains(projects.designs, [upload.id])),
    )
    .limit(1);
  const [usedInGallery] = await db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(arrayContains(serviceProviders.publicImages, [upload.id]))
    .limit(1);
  if (usedByProject || usedInGallery) {
    throw conflict('uploadInUse');
  }
  // The files go first: a row without files is harmless, a file without a row is lost space.
  await app.storage.delete(upload.storageKey);
  await app.storage.delete(upload.thumbKey);
  await db.delete(uploads).where(eq(uploads.id, upload.id));
}
