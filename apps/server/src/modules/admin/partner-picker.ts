import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { PartnerEntry } from '@greenscape/shared/schemas/admin';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { serviceProviders } from '../../db/schema/index';
import { partnerEntry } from './directory';

/** Partners with a complete profile who offer the service, by name: whom a quotation may go to. */
export async function partnersForService(
  db: Database,
  service: ServiceKey,
): Promise<PartnerEntry[]> {
  const rows = await db
    .select()
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.profileCompleted, true),
        arrayContains(serviceProviders.services, [service]),
      ),
    )
    .orderBy(asc(serviceProviders.name))
    .limit(200);
  return rows.map(partnerEntry);
}
