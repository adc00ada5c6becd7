import { eq } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { ProjectSite } from '@greenscape/shared/schemas/project-site';
import type { PartnerStanding, QuotationVerify } from '@greenscape/shared/schemas/workspaces';
import type { Database } from '../../db/client';
import { serviceProviders } from '../../db/schema/index';
import type { Allocations, ProjectRow } from '../kernel';
import { siteJson } from '../projects';
import { invitationShowsProject, partnerProjectJson, standingMessages } from './partner-projects';

/**
 * What a partner sees of one project beyond a tab's row: the site (its city and pincode only
 * until the partner is picked, never the customer's name or phone; projects/site-json.ts) and
 * the URL of the design the customer chose. `urlOf` builds the images' URLs: through an
 * invitation link they carry its token (uploads/view-upload.ts).
 */
export function projectFactsFrom(
  row: ProjectRow,
  shown: 'whole' | 'area',
  urlOf: (id: string) => string = fileUrl,
): { city: string | null; site: ProjectSite; design: string | null } {
  const chosen = row.designSelected === null ? undefined : row.designs[row.designSelected - 1];
  return { city: row.siteCity, site: siteJson(row, shown), design: chosen ? urlOf(chosen) : null };
}

/**
 * The invitation page's read: the standing, who quotes (the invited partner's own
 * name and phone, so the form need not ask), and the project while the invitation holds; once the
 * window closed on a partner that did not quote, only the standing. The caller was already found
 * invited (partners/routes.ts).
 */
export async function invitationView(
  db: Database,
  row: ProjectRow,
  partnerId: string,
  standing: PartnerStanding,
  invite: string | undefined,
  allocations: Allocations,
): Promise<QuotationVerify> {
  const [partner] = await db
    .select({ name: serviceProviders.name, phone: serviceProviders.phone })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, partnerId));
  const answer: QuotationVerify = {
    standing,
    message: standingMessages[standing],
    quotingAs: { name: partner?.name ?? null, phone: partner?.phone ?? null },
  };
  if (!invitationShowsProject(standing)) {
    return answer;
  }
  const urlOf = (id: string) =>
    invite ? `${fileUrl(id)}?invite=${encodeURIComponent(invite)}` : fileUrl(id);
  const project = partnerProjectJson(row, standing, allocations, partnerId);
  return {
    ...answer,
    project: {
      ...project,
      photos: row.photos.map(urlOf),
      // A link that anyone holding it may open never gives the address: the signed-in read does.
      ...projectFactsFrom(row, 'area', urlOf),
    },
  };
}
