import type { ClaimStatus } from './schemas/warranty';
import { isCompleted, no, yes, type Verdict, type WorkflowProject } from './workflow';

// Who may do what with a warranty claim, and when (docs/product.md#warranty). The steps run these
// under the project's lock; the pages offer what they allow.

/** Days after the fix within which the customer may reopen a claim instead of closing it. */
export const reopenDays = 14;

/** The day `days` after `day` ('YYYY-MM-DD', calendar days). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The customer may report a problem from completion to the last day of the warranty. */
export function canClaim(
  p: WorkflowProject,
  warrantyEndsOn: string | null,
  today: string,
): Verdict {
  if (!isCompleted(p) || warrantyEndsOn === null) {
    return no('warrantyNotStarted');
  }
  return today > warrantyEndsOn ? no('warrantyEnded') : yes;
}

/** The team schedules a visit (again), or closes the claim as not covered, while it is open. */
export function canDecideClaim(status: ClaimStatus): Verdict {
  return status === 'open' || status === 'scheduled' ? yes : no('claimNotOpen');
}

/** The picked partner reports the fix of a claim whose visit is scheduled. */
export function canReportFix(status: ClaimStatus): Verdict {
  return status === 'scheduled' ? yes : no('claimNotScheduled');
}

/** The customer closes a fixed claim. */
export function canCloseClaim(status: ClaimStatus): Verdict {
  return status === 'fixed' ? yes : no('claimNotFixed');
}

/** The customer reopens a fixed claim within `reopenDays` of the fix (India days). */
export function canReopenClaim(
  status: ClaimStatus,
  fixedOn: string | null,
  today: string,
): Verdict {
  if (status !== 'fixed' || fixedOn === null) {
    return no('claimNotFixed');
  }
  return today > addDays(fixedOn, reopenDays) ? no('claimReopenTooLate') : yes;
}
