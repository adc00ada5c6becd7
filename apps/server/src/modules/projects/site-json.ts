import type { ProjectSite } from '@greenscape/shared/schemas/project-site';
import type { SiteRow } from '../../db/site-columns';

/**
 * The site as an answer carries it (docs/product.md#the-site): all of it to the customer, the
 * team and the picked partner; its city and pincode only (`'area'`) to a partner invited to
 * quote, so that it can judge the distance without learning where the customer lives.
 */
export function siteJson(row: SiteRow, shown: 'whole' | 'area'): ProjectSite {
  const whole = shown === 'whole';
  return {
    address: whole ? row.siteAddress : null,
    city: row.siteCity,
    pincode: row.sitePincode,
    state: whole ? row.siteState : null,
  };
}
