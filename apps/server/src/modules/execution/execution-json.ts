import { asc, eq } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { Milestone, MilestoneStatus, SiteVisit } from '@greenscape/shared/schemas/execution';
import type { Database } from '../../db/client';
import { milestoneChanges, milestones, siteVisits } from '../../db/schema/index';
import { visitStatusOf } from './execution-facts';

// The answers of the job after the pick (packages/shared/src/schemas/execution.ts): money in
// rupees, photos as the URLs the other answers use (fileUrl), instants in ISO 8601.

type VisitRow = typeof siteVisits.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;
type ChangeRow = typeof milestoneChanges.$inferSelect;

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

export function milestoneJson(row: MilestoneRow, changes: readonly ChangeRow[]): Milestone {
  return {
    num: row.num,
    title: row.title,
    percent: row.percent,
    amount: row.amountPaise / 100,
    dueOn: row.dueOn,
    status: row.status as MilestoneStatus,
    proof:
      row.submittedAt && row.proofNote !== null
        ? {
            note: row.proofNote,
            photos: (row.proofPhotos ?? []).map(fileUrl),
            submittedAt: row.submittedAt.toISOString(),
          }
        : null,
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

/** The plan with its proofs and change requests, in two indexed reads. */
export async function readMilestones(db: Database, projectId: string): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(asc(milestones.num));
  const changes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(milestoneChanges)
          .where(eq(milestoneChanges.projectId, projectId))
          .orderBy(asc(milestoneChanges.num), asc(milestoneChanges.createdAt));
  return rows.map((row) => milestoneJson(row, changes));
}

export async function readMilestone(
  db: Database,
  projectId: string,
  num: number,
): Promise<Milestone> {
  const all = await readMilestones(db, projectId);
  return all.find((m) => m.num === num)!;
}
