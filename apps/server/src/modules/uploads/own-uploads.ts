import { and, arrayContains, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { projectAttachments, projects, serviceProviders, uploads } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';

export type UploadRow = typeof uploads.$inferSelect;

export async function uploadById(db: Database, id: string): Promise<UploadRow | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
  return upload;
}

/**
 * Removes an upload of the owner's that nothing uses: 404 when it is not theirs, 409 when it is
 * in use. A photo that became part of a project's record (its request, a design, a visit report,
 * a proof, a change request, a message) is evidence and stays (docs/product.md#after-the-pick);
 * so does a gallery image. The upload's row is locked while this is decided, and a step using the
 * photo holds a shared lock on it from its ownership check to its commit (access/access.ts), so
 * one waits for the other and a photo is never both used and deleted.
 */
export async function removeOwnUpload(
  app: FastifyInstance,
  id: string,
  owner: { role: Role; id: string },
): Promise<void> {
  const { db } = app.database;
  await db.transaction(async (tx) => {
    // Ownership in the locking read itself: a shared lock first (access.ts) and an update lock
    // after it would deadlock two deletions of the same photo.
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(
        and(eq(uploads.id, id), eq(uploads.ownerRole, owner.role), eq(uploads.ownerId, owner.id)),
      )
      .for('update');
    if (!upload) {
      throw notFound();
    }
    if (await isInUse(tx, upload.id)) {
      throw conflict('uploadInUse');
    }
    // The files go before the row: a row without files is harmless, a file without a row is lost
    // space.
    await app.storage.delete(upload.storageKey);
    await app.storage.delete(upload.thumbKey);
    await tx.delete(uploads).where(eq(uploads.id, upload.id));
  });
}

async function isInUse(db: Database, uploadId: string): Promise<boolean> {
  const uses = await Promise.all([
    db
      .select({ id: projects.id })
      .from(projects)
      .where(
        or(arrayContains(projects.photos, [uploadId]), arrayContains(projects.designs, [uploadId])),
      )
      .limit(1),
    db
      .select({ id: projectAttachments.projectId })
      .from(projectAttachments)
      .where(eq(projectAttachments.uploadId, uploadId))
      .limit(1),
    db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(arrayContains(serviceProviders.publicImages, [uploadId]))
      .limit(1),
  ]);
  return uses.some((rows) => rows.length > 0);
}
