import { eq } from 'drizzle-orm';
import { siteOfProfile } from '@greenscape/shared/schemas/project-site';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { type SiteColumns, siteColumns } from '../../db/site-columns';

/** A new project's site when its body gives none: the customer's profile's (siteOfProfile). */
export async function siteFromProfile(
  db: Pick<Database, 'select'>,
  customerId: string,
): Promise<SiteColumns> {
  const [profile] = await db
    .select({
      address: users.address,
      city: users.city,
      postalCode: users.postalCode,
      state: users.gstState,
    })
    .from(users)
    .where(eq(users.id, customerId));
  return siteColumns(siteOfProfile(profile ?? {}));
}
