import { queryOptions } from '@tanstack/react-query';
import { careApi } from '@greenscape/shared/contract/care';
import { warrantyApi } from '@greenscape/shared/contract/warranty';
import type {
  CarePlan,
  CarePlanDecision,
  CarePlanOffer,
  VisitLog,
} from '@greenscape/shared/schemas/care-plan';
import type { NewClaim } from '@greenscape/shared/schemas/warranty';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { afterCareKeys, type ParticipantRole } from '../../../lib/query-keys';
import { useStepMutation } from '../../../lib/use-project-step';
import { useKeptStep } from '../../offline/use-kept-step';

// The warranty and the care plan after the handover (docs/product.md#warranty, #care-plans),
// read and changed by the project's three kinds of participant, each call naming the role of the
// area it is made from (a browser may hold several sessions).

const meta = { requiresSession: true };

export const claimsQuery = (projectId: string, role: ParticipantRole) =>
  queryOptions({
    queryKey: afterCareKeys.claims(projectId, role),
    queryFn: ({ signal }) =>
      callApi(warrantyApi.claims, { params: { projectId }, query: { role }, signal }),
    meta,
  });

/** The plan, or null while there is none (the server answers 404). */
export const carePlanQuery = (projectId: string, role: ParticipantRole) =>
  queryOptions({
    queryKey: afterCareKeys.plan(projectId, role),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(careApi.plan, { params: { projectId }, query: { role }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    meta,
  });

export const upcomingVisitsQuery = (providerId: string) =>
  queryOptions({
    queryKey: afterCareKeys.upcoming,
    queryFn: ({ signal }) => callApi(careApi.upcoming, { params: { providerId }, signal }),
    meta,
  });

export const afterCareQuery = (adminId: string) =>
  queryOptions({
    queryKey: afterCareKeys.waiting,
    queryFn: ({ signal }) => callApi(careApi.afterCare, { params: { adminId }, signal }),
    meta,
  });

export function useOpenClaim(projectId: string) {
  return useStepMutation({
    step: 'openClaim',
    project: projectId,
    call: (body: NewClaim) =>
      callApi(warrantyApi.openClaim, { params: { projectId }, query: { role: 'user' }, body }),
  });
}

/** A change of a claim, as the contract's body says it; `role` is the area's. */
export function useChangeClaim(projectId: string, role: ParticipantRole) {
  return useStepMutation({
    step: 'changeClaim',
    project: projectId,
    call: ({ claimId, body }: { claimId: string; body: Record<string, unknown> }) =>
      callApi(warrantyApi.changeClaim, {
        params: { projectId, claimId },
        query: { role },
        body: body as never,
      }),
  });
}

export function useOfferCarePlan(projectId: string) {
  return useStepMutation({
    step: 'offerCarePlan',
    project: projectId,
    call: (body: CarePlanOffer) =>
      callApi(careApi.offerPlan, { params: { projectId }, query: { role: 'admin' }, body }),
  });
}

export function useDecideCarePlan(projectId: string) {
  return useStepMutation({
    step: 'decideCarePlan',
    project: projectId,
    call: (decision: CarePlanDecision) =>
      callApi(careApi.decidePlan, {
        params: { projectId },
        query: { role: 'user' },
        body: { decision },
      }),
  });
}

export type VisitChangeBody =
  | { on: string }
  | { log: { notes: string; tasks: { key: string; done: boolean }[]; photos: string[] } };

export function useChangeCareVisit(projectId: string, role: 'user' | 'service-provider') {
  return useStepMutation({
    step: 'changeCareVisit',
    project: projectId,
    call: ({ visitId, body }: { visitId: string; body: VisitChangeBody }) =>
      callApi(careApi.changeVisit, {
        params: { projectId, visitId },
        query: { role },
        body: body as never,
      }),
  });
}

/**
 * The partner's log of a care visit, made in the garden: it survives a weak signal as the proof
 * does (docs/offline.md). `day` is the visit's day as the page shows it, for the outbox's list.
 */
export function useKeptVisitLog(projectId: string) {
  return useKeptStep<{ visitId: string; day: string; log: VisitLog }, CarePlan>({
    role: 'service-provider',
    step: 'changeCareVisit',
    projectId,
    purpose: 'work-photo',
    endpoint: careApi.changeVisit,
    parts: ({ visitId, log }) => ({
      params: { projectId, visitId },
      query: { role: 'service-provider' },
      body: { log },
    }),
    photos: ({ log }) => log.photos,
    editable: ['log', 'notes'],
    label: ({ day }) => ({ id: 'common.outbox.careVisit', values: { date: day } }),
    about: ({ visitId }) => ({ visitId }),
  });
}
