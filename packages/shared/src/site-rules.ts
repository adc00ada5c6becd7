import type { PartnerStanding } from './schemas/workspaces';
import { isCompleted, isPicked, no, yes, type Verdict, type WorkflowProject } from './workflow';

// Who may change where the garden is, and until when (docs/product.md#the-site): the customer
// before the pick, since the partner quoted and plans its route for the site it saw; the team
// until completion, for what the customer tells it afterwards.

/**
 * Who reads the whole site (the address and state): the customer, the team and the picked partner
 * on a signed-in read; a partner still quoting, or not picked, only its city and pincode.
 */
export function seesWholeSite(standing: PartnerStanding): boolean {
  return standing === 'selected';
}

export function canChangeSite(p: WorkflowProject, by: 'customer' | 'team'): Verdict {
  if (isCompleted(p)) {
    return no('siteFixedAfterCompletion');
  }
  return by === 'customer' && isPicked(p) ? no('siteFixedAfterPick') : yes;
}
