import { queryOptions } from '@tanstack/react-query';
import { executionApi } from '@greenscape/shared/contract/execution';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import { callApi } from '../../../lib/call-api';
import { executionKeys, type ParticipantRole } from '../../../lib/query-keys';
import { useStepMutation, type ProjectStep } from '../../../lib/use-project-step';
import { useKeptStep } from '../../offline/use-kept-step';

// The site visit and the milestones (docs/product.md#site-visit, #milestones in
// docs/product.md#after-the-pick), read and changed by the project's three kinds of participant.
// Every call says the role of the area it is made from: a browser may hold a customer's, a
// partner's and an admin's session at once, and the server answers for the one named
// (packages/shared/src/contract/execution.ts).

export type ExecutionRole = ParticipantRole;

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

/** A step of the job: what it refreshes is the step's (lib/use-project-step.ts). */
function useStep<Input, Output>(
  step: ProjectStep,
  projectId: string,
  call: (input: Input) => Promise<Output>,
) {
  return useStepMutation({ step, project: projectId, call });
}

export function useProposeSiteVisit(projectId: string) {
  return useStep('proposeSiteVisit', projectId, (slots: string[]) =>
    callApi(executionApi.proposeSiteVisit, {
      params: { projectId },
      query: { role: 'admin' },
      body: { slots },
    }),
  );
}

export function useConfirmSiteVisit(projectId: string) {
  return useStep('confirmSiteVisit', projectId, (slot: string) =>
    callApi(executionApi.confirmSiteVisit, {
      params: { projectId },
      query: { role: 'user' },
      body: { slot },
    }),
  );
}

export type VisitReport = { notes: string; measuredArea?: string; photos: string[] };

/** The team's report of the visit, from the office. */
export function useReportSiteVisit(projectId: string, role: 'admin') {
  return useStep('reportSiteVisit', projectId, (body: VisitReport) =>
    callApi(executionApi.reportSiteVisit, { params: { projectId }, query: { role }, body }),
  );
}

/**
 * The partner's report of the visit, made on site: it survives a weak signal as the proof does
 * (docs/offline.md).
 */
export function useKeptVisitReport(projectId: string) {
  return useKeptStep<VisitReport, SiteVisit>({
    role: 'service-provider',
    step: 'reportSiteVisit',
    projectId,
    purpose: 'work-photo',
    endpoint: executionApi.reportSiteVisit,
    parts: (body) => ({ params: { projectId }, query: { role: 'service-provider' }, body }),
    label: () => ({ id: 'common.outbox.visitReport', values: {} }),
    editable: ['notes'],
  });
}

/** A row of the plan editor's body; `advance` only on the first (docs/product.md#milestones). */
export type PlanRow = { title: string; percent: number; dueOn?: string | null; advance?: boolean };

export function usePlanMilestones(projectId: string) {
  return useStep('planMilestones', projectId, (milestones: PlanRow[]) =>
    callApi(executionApi.planMilestones, {
      params: { projectId },
      query: { role: 'admin' },
      body: { milestones },
    }),
  );
}

/**
 * The partner's proof, which survives a weak signal (docs/offline.md): sent at once when it can
 * be, else kept in the phone's outbox with its photos and sent when the network is back.
 */
export function useSubmitProof(projectId: string) {
  return useKeptStep<{ num: number; note: string; photos: string[] }, Milestone>({
    role: 'service-provider',
    step: 'submitProof',
    projectId,
    purpose: 'work-photo',
    endpoint: executionApi.submitProof,
    parts: ({ num, ...body }) => ({
      params: { projectId, num: String(num) },
      query: { role: 'service-provider' },
      body,
    }),
    label: ({ num }) => ({ id: 'common.outbox.proof', values: { num } }),
    editable: ['note'],
    about: ({ num }) => ({ num }),
  });
}

export function useApproveMilestone(projectId: string) {
  return useStep('approveMilestone', projectId, (num: number) =>
    callApi(executionApi.approveMilestone, {
      params: { projectId, num: String(num) },
      query: { role: 'user' },
    }),
  );
}

/**
 * The customer's change request, which survives a weak signal as the partner's proof does
 * (docs/offline.md): kept in the outbox with its photos when it cannot be sent.
 */
export function useRequestChanges(projectId: string) {
  return useKeptStep<{ num: number; text: string; photos: string[] }, Milestone>({
    role: 'user',
    step: 'requestChanges',
    projectId,
    purpose: 'work-photo',
    endpoint: executionApi.requestChanges,
    parts: ({ num, ...body }) => ({
      params: { projectId, num: String(num) },
      query: { role: 'user' },
      body,
    }),
    label: ({ num }) => ({ id: 'common.outbox.changes', values: { num } }),
    editable: ['text'],
    about: ({ num }) => ({ num }),
  });
}
