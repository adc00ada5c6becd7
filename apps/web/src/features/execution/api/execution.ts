import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { executionApi } from '@greenscape/shared/contract/execution';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';

// The site visit and the milestones (docs/product.md#site-visit, #milestones in
// docs/product.md#after-the-pick), read and changed by the project's three kinds of participant.
// Every call says the role of the area it is made from: a browser may hold a customer's, a
// partner's and an admin's session at once, and the server answers for the one named
// (packages/shared/src/contract/execution.ts).

export type ExecutionRole = Extract<Role, 'user' | 'service-provider' | 'admin'>;

export const executionKeys = {
  all: (projectId: string) => ['execution', projectId] as const,
  siteVisit: (projectId: string, role: ExecutionRole) =>
    ['execution', projectId, 'site-visit', role] as const,
  milestones: (projectId: string, role: ExecutionRole) =>
    ['execution', projectId, 'milestones', role] as const,
};

const meta = { requiresSession: true };

export const siteVisitQuery = (projectId: string, role: ExecutionRole) =>
  queryOptions({
    queryKey: executionKeys.siteVisit(projectId, role),
    queryFn: ({ signal }) =>
      callApi(executionApi.siteVisit, { params: { projectId }, query: { role }, signal }),
    meta,
  });

export const milestonesQuery = (projectId: string, role: ExecutionRole) =>
  queryOptions({
    queryKey: executionKeys.milestones(projectId, role),
    queryFn: ({ signal }) =>
      callApi(executionApi.milestones, { params: { projectId }, query: { role }, signal }),
    meta,
  });

/**
 * After a step: this project's execution reads, and every read that shows where the project
 * stands (the project itself and the list cards with its stage), of whichever area holds them:
 * features/user/api/projects.ts, features/admin/api/projects.ts,
 * features/partner/api/partner-api.ts name them `['project', id]`, `['admin', 'project', id]`,
 * `['partner', 'project', id]` and their lists `['projects', …]`, `['admin', 'projects', …]`,
 * `['partner', 'tab', …]`.
 */
function refreshAfterStep(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, second, ...rest] }) =>
      first === 'projects' ||
      (first === 'admin' && second === 'projects') ||
      (first === 'partner' && second === 'tab') ||
      second === projectId ||
      rest.includes(projectId),
  });
}

function useStep<Input, Output>(projectId: string, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // After a refusal too: a 409 means the project moved on (approved by itself, a time passed,
    // the plan fixed by a proof), and the screen must show where it stands now.
    onSettled: () => refreshAfterStep(queryClient, projectId),
  });
}

export function useProposeSiteVisit(projectId: string) {
  return useStep(projectId, (slots: string[]) =>
    callApi(executionApi.proposeSiteVisit, {
      params: { projectId },
      query: { role: 'admin' },
      body: { slots },
    }),
  );
}

export function useConfirmSiteVisit(projectId: string) {
  return useStep(projectId, (slot: string) =>
    callApi(executionApi.confirmSiteVisit, {
      params: { projectId },
      query: { role: 'user' },
      body: { slot },
    }),
  );
}

export type VisitReport = { notes: string; measuredArea?: string; photos: string[] };

export function useReportSiteVisit(projectId: string, role: 'service-provider' | 'admin') {
  return useStep(projectId, (body: VisitReport) =>
    callApi(executionApi.reportSiteVisit, { params: { projectId }, query: { role }, body }),
  );
}

/** A row of the plan editor's body; `advance` only on the first (docs/product.md#milestones). */
export type PlanRow = { title: string; percent: number; dueOn?: string | null; advance?: boolean };

export function usePlanMilestones(projectId: string) {
  return useStep(projectId, (milestones: PlanRow[]) =>
    callApi(executionApi.planMilestones, {
      params: { projectId },
      query: { role: 'admin' },
      body: { milestones },
    }),
  );
}

export function useSubmitProof(projectId: string) {
  return useStep(projectId, ({ num, ...body }: { num: number; note: string; photos: string[] }) =>
    callApi(executionApi.submitProof, {
      params: { projectId, num: String(num) },
      query: { role: 'service-provider' },
      body,
    }),
  );
}

export function useApproveMilestone(projectId: string) {
  return useStep(projectId, (num: number) =>
    callApi(executionApi.approveMilestone, {
      params: { projectId, num: String(num) },
      query: { role: 'user' },
    }),
  );
}

export function useRequestChanges(projectId: string) {
  return useStep(projectId, ({ num, ...body }: { num: number; text: string; photos: string[] }) =>
    callApi(executionApi.requestChanges, {
      params: { projectId, num: String(num) },
      query: { role: 'user' },
      body,
    }),
  );
}
