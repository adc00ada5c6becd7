import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Partner, Supplier, User } from '@greenscape/shared/schemas/auth';
import type { PartnerServiceKey } from '@greenscape/shared/services';
import type { serviceProviders, suppliers, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type PartnerRow = typeof serviceProviders.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

// The API's account shapes keep the field names of docs/product.md#data (`_id`, `postalCode`, ...).
function accountFields(row: UserRow | PartnerRow | SupplierRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    img: row.img,
    phone: row.phone,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
  };
}

/**
 * Whether a customer goes on without the first-time details form: we know a name or a city, or
 * can reach them on a phone a code proved. A phone sign-up goes straight to its first project,
 * which needs no more; the rest of the profile can wait.
 */
export function customerProfileCompleted(row: UserRow): boolean {
  return Boolean(row.name || row.city || row.phoneVerified);
}

export function userJson(row: UserRow): User {
  return {
    ...accountFields(row),
    phoneVerified: row.phoneVerified,
    profileCompleted: customerProfileCompleted(row),
    gstin: row.gstin ?? null,
    state: row.gstState ?? null,
  };
}

export function partnerJson(row: PartnerRow): Partner {
  return {
    ...accountFields(row),
    servicesOffered: row.servicesOffered as PartnerServiceKey[],
    publicImages: row.publicImages.map(fileUrl),
    totalProjectsCompleted: row.totalProjectsCompleted,
    profileCompleted: row.profileCompleted,
  };
}

export type MaterialRow = { id: string; materialName: string; materialPricePaise: number };

export function supplierJson(row: SupplierRow, materials: MaterialRow[] = []): Supplier {
  return {
    ...accountFields(row),
    profileCompleted: row.profileCompleted,
    materialInfo: materials.map((m) => ({
      _id: m.id,
      materialName: m.materialName,
      materialPrice: m.materialPricePaise / 100,
    })),
  };
}
