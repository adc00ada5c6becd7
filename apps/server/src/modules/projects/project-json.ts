import { asc, sql } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Project } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { ProjectStatus } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { partnerQuotations } from '../../db/schema/index';
import type { ProjectRow } from './project-state';

export type Allocation = {
  projectId: string;
  id: string;
  partnerId: string;
  num: number;
  finalized: boolean;
};

/** The allocated quotations of several projects, in their 1-to-3 order. */
export async function allocationsOf(
  db: Database,
  projectIds: string[],
): Promise<Map<string, Allocation[]>> {
  const byProject = new Map<string, Allocation[]>();
  if (projectIds.length === 0) {
    return byProject;
  }
  const rows = await prepared(db, 'allocations_of', (d) =>
    d
      .select({
        projectId: partnerQuotations.projectId,
        id: partnerQuotations.id,
        partnerId: partnerQuotations.partnerId,
        num: partnerQuotations.num,
        finalized: partnerQuotations.finalized,
      })
      .from(partnerQuotations)
      .where(sql`${partnerQuotations.projectId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(partnerQuotations.num))
      .prepare('allocations_of'),
  ).execute({ ids: projectIds });
  for (const row of rows) {
    byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
  }
  return byProject;
}

/**
 * SPEC §3's project shape. For its customer the quotations and partners stay hidden until the
 * Greenscape team releases them (visibleToclient).
 */
export function projectJson(
  row: ProjectRow,
  allocations: Allocation[],
  audience: 'customer' | 'staff',
): Project {
  // The customer sees only released, finalised quotations (issue 16 B4): never one without its
  // supplier costing, which is the only kind the comparison call answers.
  const shown =
    audience === 'staff'
      ? allocations
      : row.visibleToClient
        ? allocations.filter((a) => a.finalized)
        : [];
  return {
    _id: row.id,
    client: row.clientId,
    service: row.service as ServiceKey,
    area: row.area,
    budget: row.budget,
    desc: row.desc,
    photos: row.photos.map(fileUrl),
    designSent: row.designs.map(fileUrl),
    designSelected: row.designSelected,
    quotationSent: row.quotationSent,
    visibleToclient: row.visibleToClient,
    allocatedQuotations: shown.map((a) => a.id),
    allocatedServicePartners: shown.map((a) => a.partnerId),
    selectedQuotation: row.selectedQuotation,
    selectedServicePartner: row.selectedPartnerId,
    status: row.status as ProjectStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
