import { warrantyApi } from '@greenscape/shared/contract/warranty';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { indiaDay } from '@greenscape/shared/gst';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { canClaim } from '@greenscape/shared/warranty-rules';
import { warrantyClaims } from '../../../db/schema/index';
import { attachToProject, requireAccess } from '../../access';
import { tell } from '../../execution';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { claimJson } from '../claims-json';

/**
 * The customer reports a problem with the finished garden, with photos of their own, from
 * completion to the warranty's last day (India time); the team is told.
 */
export async function openClaim(
  ctx: StepContext,
  input: { projectId: string; text: string; photos: string[]; now?: Date },
): Promise<WarrantyClaim> {
  const now = input.now ?? new Date();
  const { db } = ctx.app.database;
  const { claim, project } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state, { row }) =>
      canClaim(state, row.warrantyEndsOn, indiaDay(now)),
    );
    await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: input.photos });
    await attachToProject(tx, locked.row.id, input.photos);
    const [row] = await tx
      .insert(warrantyClaims)
      .values({ projectId: locked.row.id, text: input.text, photos: input.photos })
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(warrantyApi.openClaim),
      status: 201,
      projectId: locked.row.id,
      details: { claim: row!.id, photos: input.photos.length },
    });
    return { claim: row!, project: locked.row };
  });
  await tell(ctx.app, project, ['team'], { kind: 'Warranty claim', key: 'notifyClaimOpened' });
  return claimJson(claim);
}
