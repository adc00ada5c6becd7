import { indiaDay } from '@greenscape/shared/gst';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { canCloseClaim, canReopenClaim } from '@greenscape/shared/warranty-rules';
import type { StepContext } from '../../kernel';
import { changeClaimStep } from './claim-step';

type Claim = { projectId: string; claimId: string };

/** The customer accepts the fix and closes the claim; the team and the partner hear. */
export function closeClaim(ctx: StepContext, input: Claim): Promise<WarrantyClaim> {
  return changeClaimStep(ctx, input, {
    rule: (claim) => canCloseClaim(claim.status),
    change: async () => ({ status: 'closed' }),
    details: { status: 'closed' },
    tell: ['team', 'partner'],
    notice: { kind: 'Warranty claim closed', key: 'notifyClaimClosed' },
  });
}

/**
 * The customer reopens a fixed claim within 14 days of the fix, saying what is still wrong if
 * they wish (added to the claim's text); it waits for the team's visit again.
 */
export function reopenClaim(
  ctx: StepContext,
  input: Claim & { text?: string | undefined; now?: Date },
): Promise<WarrantyClaim> {
  const today = indiaDay(input.now ?? new Date());
  return changeClaimStep(ctx, input, {
    rule: (claim) =>
      canReopenClaim(claim.status, claim.fixedAt ? indiaDay(claim.fixedAt) : null, today),
    change: async (_tx, claim) => ({
      status: 'open',
      text: input.text ? `${claim.text}\n\n${input.text}` : claim.text,
      visitOn: null,
      remindedAt: null,
    }),
    details: { status: 'open', reopened: true },
    tell: ['team', 'partner'],
    notice: { kind: 'Warranty claim reopened', key: 'notifyClaimReopened' },
  });
}
