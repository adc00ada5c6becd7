import type { ProjectSite } from '@greenscape/shared/schemas/project-site';
import type { projects } from './schema/index';

/** The project's columns that hold its site, named once for writing and for reading. */
type SiteField = 'siteAddress' | 'siteCity' | 'sitePincode' | 'siteState';
export type SiteColumns = Pick<typeof projects.$inferInsert, SiteField>;
export type SiteRow = Pick<typeof projects.$inferSelect, SiteField>;

/** A site as the project's columns hold it (docs/product.md#the-site). */
export function siteColumns(site: ProjectSite): SiteColumns {
  return {
    siteAddress: site.address,
    siteCity: site.city,
    sitePincode: site.pincode,
    siteState: site.state,
  };
}
