import { isCompleted, isPicked, no, yes, type Verdict, type WorkflowProject } from './workflow';

// Who may change where the garden is, and until when (docs/product.md#the-site): the customer
// before the pick, since the partner quoted and plans its route for the site it saw; the team
// until completion, for what the customer tells it afterwards.

export function canChangeSite(p: WorkflowProject, by: 'customer' | 'team'): Verdict {
  if (isCompleted(p)) {
    return no('siteFixedAfterCompletion');
  }
  return by === 'customer' && isPicked(p) ? no('siteFixedAfterPick') : yes;
}
