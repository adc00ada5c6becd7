import { desc, eq } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import type { Database } from '../../db/client';
import { warrantyClaims } from '../../db/schema/index';

export type ClaimRow = typeof warrantyClaims.$inferSelect;

/** A claim as the answers give it (packages/shared/src/schemas/warranty.ts). */
export function claimJson(row: ClaimRow): WarrantyClaim {
  return {
    _id: row.id,
    text: row.text,
    photos: row.photos.map(fileUrl),
    status: row.status,
    visitOn: row.visitOn,
    fixNote: row.fixNote,
    fixPhotos: row.fixPhotos.map(fileUrl),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    fixedAt: row.fixedAt?.toISOString() ?? null,
  };
}

/** The project's claims, newest first. */
export async function readClaims(db: Database, projectId: string): Promise<WarrantyClaim[]> {
  const rows = await db
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.projectId, projectId))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id));
  return rows.map(claimJson);
}
