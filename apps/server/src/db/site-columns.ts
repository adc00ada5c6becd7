import type { ProjectSite } from '@greenscape/shared/schemas/project-site';
import type { projects } from './schema/index';

export type SiteColumns = Pick<
  typeof projects.$inferInsert,
  'siteAddress' | 'siteCity' | 'sitePincode' | 'siteState'
>;

/** A site as the project's columns hold it (docs/product.md#the-site). */
export function siteColumns(site: ProjectSite): SiteColumns {
  return {
    siteAddress: site.address,
    siteCity: site.city,
    sitePincode: site.pincode,
    siteState: site.state,
  };
}
