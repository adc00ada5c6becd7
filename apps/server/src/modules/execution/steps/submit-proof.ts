import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canSubmitProof } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq } from 'drizzle-orm';
import { milestones } from '../../../db/schema/index';
import { requireAccess } from '../../access/access';
import { attachToProject } from '../../access/participants';
import { lockForStep, recordStep, type StepContext } from '../../projects/steps/step-context';
import { readMilestone } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The selected partner submits proof of the current milestone: a note and photos of their own.
 * A resubmission after changes replaces the proof; the customer's requests stay on the record.
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
    await tx
      .update(milestones)
      .set({
        status: 'submitted',
        proofNote: input.note,
        proofPhotos: input.photos,
        submittedAt: new Date(),
        remindedAt: null,
      })
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
  });
  return readMilestone(db, project.id, input.num, ctx.caller.role);
}
