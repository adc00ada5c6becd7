import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { canReportFix } from '@greenscape/shared/warranty-rules';
import { attachToProject, requireAccess } from '../../access';
import type { StepContext } from '../../kernel';
import { changeClaimStep } from './claim-step';

/**
 * The picked partner reports the fix of a scheduled claim, with photos of its own; the customer
 * is asked to check it.
 */
export function reportFix(
  ctx: StepContext,
  input: { projectId: string; claimId: string; fixNote: string; photos: string[]; now?: Date },
): Promise<WarrantyClaim> {
  return changeClaimStep(ctx, input, {
    rule: (claim) => canReportFix(claim.status),
    change: async (tx, claim) => {
      await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: input.photos });
      await attachToProject(tx, claim.projectId, input.photos);
      return {
        status: 'fixed',
        fixNote: input.fixNote,
        fixPhotos: input.photos,
        fixedAt: input.now ?? new Date(),
      };
    },
    details: { status: 'fixed', photos: input.photos.length },
    tell: ['customer', 'team'],
    notice: { kind: 'Warranty fix', key: 'notifyClaimFixed' },
  });
}
