import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceProviders, uploads } from '../../db/schema/index';
import { requireAccess } from '../access';
import type { PartnerRow } from './account-json';

/**
 * Sets the partner's gallery to the given upload ids (the body's URLs already read as ids), which
 * must be its
 * own gallery uploads. Images taken out are deleted: the files first, then the list is updated
 * (docs/product.md#uploads).
 */
export async function replaceGallery(
  app: FastifyInstance,
  partnerId: string,
  ids: string[],
): Promise<PartnerRow> {
  const { db } = app.database;
  const wanted = [...new Set(ids)];
  await requireAccess(
    db,
    { role: 'service-provider', id: partnerId },
    {
      can: 'uploads.use',
      uploadIds: wanted,
      purpose: 'gallery',
    },
  );
  const [current] = await db
    .select()
    .from(serviceProviders)
    .where(eq(serviceProviders.id, partnerId));
  const removed = current!.publicImages.filter((id) => !wanted.includes(id));
  if (removed.length > 0) {
    const rows = await db.select().from(uploads).where(inArray(uploads.id, removed));
    for (const row of rows) {
      await app.storage.delete(row.storageKey);
      await app.storage.delete(row.thumbKey);
    }
    await db.delete(uploads).where(inArray(uploads.id, removed));
  }
  const [row] = await db
    .update(serviceProviders)
    .set({ publicImages: wanted, updatedAt: new Date() })
    .where(eq(serviceProviders.id, partnerId))
    .returning();
  return row!;
}
