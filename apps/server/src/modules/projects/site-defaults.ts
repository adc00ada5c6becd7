import { eq } from 'drizzle-orm';
import { siteOfProfile, type SiteInput } from '@greenscape/shared/schemas/project-site';
import type { Database } from '../../db/client';
import { type projects, users } from '../../db/schema/index';

type SiteValues = Pick<
  typeof projects.$inferInsert,
  'siteAddress' | 'siteCity' | 'sitePincode' | 'siteState'
>;

/** The site's columns from a site the caller gave. */
export function siteValues(site: SiteInput): SiteValues {
  return {
    siteAddress: site.address,
    siteCity: site.city,
    sitePincode: site.pincode,
    siteState: site.state,
  };
}

/** A new project's site when its body gives none: the customer's profile's (siteOfProfile). */
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
  const site = siteOfProfile(profile ?? {});
  return {
    siteAddress: site.address,
    siteCity: site.city,
    sitePincode: site.pincode,
    siteState: site.state,
  };
}
