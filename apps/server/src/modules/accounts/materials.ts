import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '@greenscape/shared/money';
import type { MaterialRow } from '@greenscape/shared/schemas/workspaces';
import type { Database } from '../../db/client';
import { supplierMaterials } from '../../db/schema/index';

/** The supplier's materialInfo is replaced as a whole, in one transaction, in the order given. */
export async function replaceMaterials(
  db: Database,
  supplierId: string,
  rows: MaterialRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(supplierMaterials).where(eq(supplierMaterials.supplierId, supplierId));
    await tx.insert(supplierMaterials).values(
      rows.map((r, position) => ({
        supplierId,
        position,
        materialName: r.materialName,
        materialPricePaise: rupeesToPaise(r.materialPrice),
      })),
    );
  });
}
