import { indiaDay } from '@greenscape/shared/gst';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { canDecideClaim } from '@greenscape/shared/warranty-rules';
import { badRequest } from '../../../lib/errors';
import type { StepContext } from '../../kernel';
import { changeClaimStep } from './claim-step';

type Claim = { projectId: string; claimId: string };

/**
 * The team schedules the visit of an open claim, today or later (again, to move it); the picked
 * partner and the customer are told.
 */
export function scheduleClaim(
  ctx: StepContext,
  input: Claim & { visitOn: string; now?: Date },
): Promise<WarrantyClaim> {
  if (input.visitOn < indiaDay(input.now ?? new Date())) {
    throw badRequest('claimVisitDateInvalid');
  }
  return changeClaimStep(ctx, input, {
    rule: (claim) => canDecideClaim(claim.status),
    change: async () => ({ status: 'scheduled', visitOn: input.visitOn }),
    details: { status: 'scheduled', visitOn: input.visitOn },
    tell: ['customer', 'partner'],
    notice: { kind: 'Warranty visit', key: 'notifyClaimScheduled' },
  });
}

/** The team closes an open claim as not covered by the warranty, saying why; the customer hears. */
export function declineClaim(
  ctx: StepContext,
  input: Claim & { reason: string },
): Promise<WarrantyClaim> {
  return changeClaimStep(ctx, input, {
    rule: (claim) => canDecideClaim(claim.status),
    change: async () => ({ status: 'closed', reason: input.reason }),
    details: { status: 'closed', decision: 'not-covered' },
    tell: ['customer'],
    notice: { kind: 'Warranty claim closed', key: 'notifyClaimNotCovered' },
  });
}
