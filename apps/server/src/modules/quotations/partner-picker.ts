import { and, arrayContains, asc, desc, eq, sql } from 'drizzle-orm';
import type { PickerPartner } from '@greenscape/shared/schemas/admin';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { serviceProviders } from '../../db/schema/index';
import { partnerEntry } from '../directory';

/**
 * Partners with a complete profile who offer the service: whom a quotation may go to. With a
 * project, the partners of its city come first (a Kochi project was offered to
 * partners in three other cities blind), then by name; the order is the server's, so the limit
 * keeps the right ones. The project's city is its site's (docs/product.md#the-site).
 * One statement: the city and the ratings are subqueries of the partner's row, not a read each.
 */
export async function partnersForService(
  db: Database,
  service: ServiceKey,
  projectId?: string,
): Promise<PickerPartner[]> {
  // Spelt out in full: Drizzle leaves the table off the columns of a one-table select, and a bare
  // "id" or "city" inside a subquery would be the subquery's own (as in partners/public-profile.ts).
  const projectCity = projectId
    ? sql`(select lower(trim(p.site_city)) from projects p where p.id = ${projectId})`
    : sql`null`;
  const inProjectCity = sql<boolean>`coalesce(
    lower(trim(service_providers.city)) = ${projectCity}, false)`;
  const rows = await db
    .select({
      partner: serviceProviders,
      inProjectCity,
      average: sql<number | null>`(select avg(r.stars) from ratings r
        where r.partner_id = service_providers.id)`.mapWith(Number),
      ratingCount: sql<number>`(select count(*) from ratings r
        where r.partner_id = service_providers.id)`.mapWith(Number),
    })
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.profileCompleted, true),
        arrayContains(serviceProviders.services, [service]),
      ),
    )
    .orderBy(desc(inProjectCity), asc(serviceProviders.name), asc(serviceProviders.id))
    .limit(200);
  return rows.map((r) => ({
    ...partnerEntry(r.partner),
    rating: {
      average: r.ratingCount ? Math.round((r.average ?? 0) * 10) / 10 : null,
      count: r.ratingCount,
    },
    inProjectCity: r.inProjectCity,
  }));
}
