import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq } from 'drizzle-orm';
import { milestones } from '../../../db/schema/index';
import { lockForStep, recordStep, type StepContext } from '../../projects/steps/step-context';
import { readMilestone } from '../execution-json';
import { tell } from '../execution-notices';

/** The customer approves the submitted milestone; the partner and the team are told. */
export async function approveMilestone(
  ctx: StepContext,
  input: { projectId: string; num: number },
): Promise<Milestone> {
  const { db } = ctx.app.database;
  const project = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      (state) => canReviewMilestone(state, input.num),
    );
    await tx
      .update(milestones)
      .set({ status: 'approved', approvedAt: new Date(), autoApproved: false })
      .where(and(eq(milestones.projectId, locked.row.id), eq(milestones.num, input.num)));
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.approveMilestone),
      status: 200,
      projectId: locked.row.id,
      details: { num: input.num },
    });
    return locked.row;
  });
  await tell(ctx.app, project, ['partner', 'team'], {
    kind: 'Milestone approved',
    key: 'notifyMilestoneApproved',
  });
  return readMilestone(db, project.id, input.num, ctx.caller.role);
}
