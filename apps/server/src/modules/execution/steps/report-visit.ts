import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canReportVisit } from '@greenscape/shared/execution-rules';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { eq } from 'drizzle-orm';
import { siteVisits } from '../../../db/schema/index';
import { attachToProject, requireAccess } from '../../access';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { siteVisitJson } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The selected partner (or the team, for a partner without a smartphone at the site) reports the
 * confirmed visit once, from its confirmed time on: notes, the measured area, photos of the
 * caller's own. Work starts after it (execution-rules.ts, canSubmitProof); the customer, the team
 * and the partner are told.
 */
export async function reportVisit(
  ctx: StepContext,
  input: {
    projectId: string;
    notes: string;
    measuredArea?: string;
    photos: string[];
    now?: Date;
  },
): Promise<SiteVisit> {
  const now = input.now ?? new Date();
  const { db } = ctx.app.database;
  const { visit, project } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canReportVisit(state, now),
    );
    await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: input.photos });
    await attachToProject(tx, locked.row.id, input.photos);
    const [row] = await tx
      .update(siteVisits)
      .set({
        reportNotes: input.notes,
        reportMeasuredArea: input.measuredArea ?? null,
        reportPhotos: input.photos,
        reportedAt: now,
        updatedAt: now,
      })
      .where(eq(siteVisits.projectId, locked.row.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.reportSiteVisit),
      status: 201,
      projectId: locked.row.id,
      details: { photos: input.photos.length },
    });
    return { visit: row!, project: locked.row };
  });
  // The one who reported needs no notice; the partner starts the work next.
  const sides =
    ctx.caller.role === 'admin'
      ? (['customer', 'partner'] as const)
      : (['customer', 'team'] as const);
  await tell(ctx.app, project, sides, { kind: 'Visit reported', key: 'notifyVisitReported' });
  return siteVisitJson(visit);
}
