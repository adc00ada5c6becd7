import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq } from 'drizzle-orm';
import { milestoneChanges, milestones } from '../../../db/schema/index';
import { attachToProject, requireAccess } from '../../access';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { readMilestone } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The customer asks for changes to the submitted milestone, with photos of their own if they
 * like; the partner fixes the work and submits proof again (submit-proof.ts).
 */
export async function requestChanges(
  ctx: StepContext,
  input: { projectId: string; num: number; text: string; photos: string[] },
): Promise<Milestone> {
  const { db } = ctx.app.database;
  const project = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      (state) => canReviewMilestone(state, input.num),
    );
    await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: input.photos });
    await attachToProject(tx, locked.row.id, input.photos);
    await tx.insert(milestoneChanges).values({
      projectId: locked.row.id,
      num: input.num,
      text: input.text,
      photos: input.photos,
    });
    await tx
      .update(milestones)
      .set({ status: 'changes-requested', remindedAt: null })
      .where(and(eq(milestones.projectId, locked.row.id), eq(milestones.num, input.num)));
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.requestChanges),
      status: 201,
      projectId: locked.row.id,
      details: { num: input.num, photos: input.photos.length },
    });
    return locked.row;
  });
  await tell(ctx.app, project, ['partner', 'team'], {
    kind: 'Changes requested',
    key: 'notifyChangesRequested',
  });
  return readMilestone(db, project.id, input.num, ctx.caller.role);
}
