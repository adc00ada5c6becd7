import { and, asc, eq, sql } from 'drizzle-orm';
import { milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import type { Role } from '@greenscape/shared/schemas/auth';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import type { milestoneChanges } from '../../db/schema/index';
import { milestones, partnerQuotations, projects, siteVisits } from '../../db/schema/index';
import { visitStatusOf } from '../kernel';

// The answers of the job after the pick (packages/shared/src/schemas/execution.ts): money in
// rupees, photos as the URLs the other answers use (fileUrl), instants in ISO 8601.

type VisitRow = typeof siteVisits.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;
type ChangeRow = typeof milestoneChanges.$inferSelect;
type Proof = Milestone['proofs'][number];

export function siteVisitJson(row: VisitRow | undefined): SiteVisit {
  if (!row) {
    return { status: 'none', slots: [], confirmedSlot: null, report: null };
  }
  return {
    status: visitStatusOf(row),
    slots: row.slots.map((s) => s.toISOString()),
    confirmedSlot: row.confirmedSlot?.toISOString() ?? null,
    report: row.reportedAt
      ? {
          notes: row.reportNotes ?? '',
          measuredArea: row.reportMeasuredArea,
          photos: (row.reportPhotos ?? []).map(fileUrl),
          reportedAt: row.reportedAt.toISOString(),
        }
      : null,
  };
}

export function milestoneJson(
  row: MilestoneRow,
  changes: readonly Pick<ChangeRow, 'num' | 'text' | 'photos' | 'createdAt'>[],
  proofs: readonly Proof[],
): Milestone {
  return {
    num: row.num,
    title: row.title,
    percent: row.percent,
    amount: row.amountPaise / 100,
    dueOn: row.dueOn,
    advance: row.advance,
    status: row.status,
    proof: proofs.at(-1) ?? null,
    proofs: [...proofs],
    changeRequests: changes
      .filter((c) => c.num === row.num)
      .map((c) => ({
        text: c.text,
        photos: c.photos.map(fileUrl),
        createdAt: c.createdAt.toISOString(),
      })),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    autoApproved: row.autoApproved,
  };
}

export async function readSiteVisit(db: Database, projectId: string): Promise<SiteVisit> {
  const [row] = await db.select().from(siteVisits).where(eq(siteVisits.projectId, projectId));
  return siteVisitJson(row);
}

/**
 * The plan with its proofs and change requests: one prepared read (docs/performance.md), the
 * proofs and the change requests folded in along milestone_proofs_project_idx and
 * milestone_changes_project_idx. Table names are spelled out: Drizzle leaves them off a one-table
 * select, where a bare column in the subquery would be the subquery's own. The amounts depend on
 * the reader: the selected partner's are its own shares (asPartnerShares).
 */
export async function readMilestones(
  db: Database,
  projectId: string,
  reader: Role,
): Promise<Milestone[]> {
  const rows = await prepared(db, 'read_milestones', (d) =>
    d
      .select({
        milestone: milestones,
        changes: sql<[text: string, photos: string[], createdAt: string][] | null>`(
          select json_agg(json_build_array(c.text, c.photos, c.created_at) order by c.created_at)
          from milestone_changes c
          where c.project_id = "milestones"."project_id" and c.num = "milestones"."num")`,
        proofs: sql<[note: string, photos: string[], createdAt: string][] | null>`(
          select json_agg(json_build_array(p.note, p.photos, p.created_at) order by p.created_at)
          from milestone_proofs p
          where p.project_id = "milestones"."project_id" and p.num = "milestones"."num")`,
      })
      .from(milestones)
      .where(eq(milestones.projectId, sql.placeholder('projectId')))
      .orderBy(asc(milestones.num))
      .prepare('read_milestones'),
  ).execute({ projectId });
  const plan = rows.map(({ milestone, changes, proofs }) =>
    milestoneJson(
      milestone,
      (changes ?? []).map(([text, photos, createdAt]) => ({
        num: milestone.num,
        text,
        photos,
        createdAt: new Date(createdAt),
      })),
      (proofs ?? []).map(([note, photos, submittedAt]) => ({
        note,
        photos: photos.map(fileUrl),
        submittedAt: new Date(submittedAt).toISOString(),
      })),
    ),
  );
  return reader === 'service-provider' ? asPartnerShares(db, projectId, plan) : plan;
}

export async function readMilestone(
  db: Database,
  projectId: string,
  num: number,
  reader: Role,
): Promise<Milestone> {
  const all = await readMilestones(db, projectId, reader);
  return all.find((m) => m.num === num)!;
}

/**
 * The selected partner never learns the customer's price (docs/product.md#milestones): the sum of
 * the amounts it is shown would be the picked final cost. Its answers carry instead its own share
 * of each milestone, the same split (milestoneAmountsPaise) of its quotation's total.
 */
async function asPartnerShares(
  db: Database,
  projectId: string,
  plan: Milestone[],
): Promise<Milestone[]> {
  const [picked] = await db
    .select({ totalPaise: partnerQuotations.totalAmountPaise })
    .from(partnerQuotations)
    .innerJoin(
      projects,
      and(
        eq(projects.id, partnerQuotations.projectId),
        eq(projects.selectedQuotation, partnerQuotations.num),
      ),
    )
    .where(eq(partnerQuotations.projectId, projectId));
  const shares = milestoneAmountsPaise(
    picked?.totalPaise ?? 0,
    plan.map((m) => m.percent),
  );
  return plan.map((m, i) => ({ ...m, amount: shares[i]! / 100 }));
}
