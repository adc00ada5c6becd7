import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { machineOf } from '@greenscape/shared/project-machine';
import type { User } from '@greenscape/shared/schemas/auth';
import { milestonesQuery } from '../../execution/api/execution';
import { ledgerQuery } from '../../payments/api/payments';
import { projectQuery, projectsQuery } from './projects';

// The reads the customer's list and project pages paint from, started by their routes' loaders
// (app/early-read.ts) while the pages' code loads.

export function readProjects(queryClient: QueryClient, user: User) {
  void queryClient.prefetchQuery(projectsQuery(user._id));
}

/**
 * The project, then, once it is picked, the ledger and the milestones: the page's next step
 * (components/next-step.ts) waits for both, and so does its largest paint, the step's card
 * (docs/performance.md, "Phones"). The same reads as routes/project-page.tsx makes.
 */
export function readProject(queryClient: QueryClient, user: User, params: Params) {
  const projectId = params['projectId'];
  if (!projectId) {
    return;
  }
  void queryClient.fetchQuery(projectQuery(projectId, user._id)).then(
    (project) => {
      if (machineOf(project.workflow).picked) {
        void queryClient.prefetchQuery(ledgerQuery(project._id, 'user'));
        void queryClient.prefetchQuery(milestonesQuery(project._id, 'user'));
      }
    },
    () => {
      // The page reads the project again and says what went wrong.
    },
  );
}
