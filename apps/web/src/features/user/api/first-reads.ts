import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { User } from '@greenscape/shared/schemas/auth';
import { projectQuery, projectsQuery } from './projects';

// The reads the customer's list and project pages paint from, started by their routes' loaders
// (app/early-read.ts) while the pages' code loads.

export function readProjects(queryClient: QueryClient, user: User) {
  void queryClient.prefetchQuery(projectsQuery(user._id));
}

export function readProject(queryClient: QueryClient, user: User, params: Params) {
  if (params['projectId']) {
    void queryClient.prefetchQuery(projectQuery(params['projectId'], user._id));
  }
}
