import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canSubmitProof } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq } from 'drizzle-orm';
import { milestoneProofs, milestones } from '../../../db/schema/index';
import { attachToProject, requireAccess } from '../../access';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { readMilestone } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The selected partner submits proof of the current milestone: a note and photos of their own.
 * A proof sent again after changes is added to the earlier ones (milestone_proofs), so the proof
 * the customer reviewed stays on the record beside their request.
 * The automatic approval counts from this submission (execution-sweep.ts).
 */
export async function submitProof(
  ctx: StepContext,
  input: { projectId: string; num: number; note: string; photos: string[] },
): Promise<Milestone> {
  const { db } = ctx.app.database;
  const project = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canSubmitProof(state, input.num),
    );
    await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: input.photos });
    await attachToProject(tx, locked.row.id, input.photos);
    const now = new Date();
    await tx.insert(milestoneProofs).values({
      projectId: locked.row.id,
      num: input.num,
      note: input.note,
      photos: input.photos,
      createdAt: now,
    });
    await tx
      .update(milestones)
      .set({ status: 'submitted', submittedAt: now, remindedAt: null })
      .where(and(eq(milestones.projectId, locked.row.id), eq(milestones.num, input.num)));
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.submitProof),
      status: 201,
      projectId: locked.row.id,
      details: { num: input.num, photos: input.photos.length },
    });
    return locked.row;
  });
  await tell(ctx.app, project, ['customer'], {
    kind: 'Proof submitted',
    key: 'notifyProofSubmitted',
    // Its WhatsApp template carries Approve and Request changes for this milestone.
    milestone: input.num,
  });
  return readMilestone(db, project.id, input.num, ctx.caller.role);
}
