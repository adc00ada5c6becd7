import { eq } from 'drizzle-orm';
import { pincodePattern, type SiteInput } from '@greenscape/shared/schemas/project-site';
import type { Database } from '../../db/client';
import { type projects, users } from '../../db/schema/index';

type SiteValues = Pick<
  typeof projects.$inferInsert,
  'siteAddress' | 'siteCity' | 'sitePincode' | 'siteState'
>;

const filled = (text: string | null | undefined) => text?.trim() || null;

/** The site's columns from a site the caller gave. */
export function siteValues(site: SiteInput): SiteValues {
  return {
    siteAddress: site.address,
    siteCity: site.city,
    sitePincode: site.pincode,
    siteState: site.state,
  };
}

/**
 * A new project's site when its body gives none (docs/product.md#the-site): the customer's
 * profile address, city, postal code and state, each where the profile has it, as migration
 * 0026 did for the projects made before; a postal code only when it is a pincode.
 */
export async function siteFromProfile(
  db: Pick<Database, 'select'>,
  customerId: string,
): Promise<SiteValues> {
  const [profile] = await db
    .select({
      address: users.address,
      city: users.city,
      postalCode: users.postalCode,
      state: users.gstState,
    })
    .from(users)
    .where(eq(users.id, customerId));
  const pincode = filled(profile?.postalCode);
  return {
    siteAddress: filled(profile?.address),
    siteCity: filled(profile?.city),
    sitePincode: pincode && pincodePattern.test(pincode) ? pincode : null,
    siteState: filled(profile?.state),
  };
}
