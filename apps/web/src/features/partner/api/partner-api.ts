import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import { partnersApi } from '@greenscape/shared/contract/partners';
import type { QuotationSubmission } from '@greenscape/shared/schemas/quotations';
import { callApi } from '../../../lib/call-api';
import { partnerKeys } from '../../../lib/query-keys';
import { accountQuery } from '../../../lib/session';
import { useStepMutation } from '../../../lib/use-project-step';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

const meta = { requiresSession: true };

export const tabQuery = (partnerId: string, tab: 'new' | 'inprogress' | 'completed') =>
  queryOptions({
    queryKey: partnerKeys.tab(tab),
    queryFn: async ({ signal }) => {
      const answer = await callApi(partnersApi.project, {
        params: { key: tab, providerId: partnerId },
        signal,
      });
      // A tab's name answers the tab's list; a project id answers one project.
      if (!Array.isArray(answer)) {
        throw new Error(`${tab} is a project, not a tab`);
      }
      return answer;
    },
    meta,
  });

export const partnerProjectQuery = (partnerId: string, projectId: string) =>
  queryOptions({
    queryKey: partnerKeys.project(projectId),
    queryFn: async ({ signal }) => {
      const answer = await callApi(partnersApi.project, {
        params: { key: projectId, providerId: partnerId },
        signal,
      });
      if (Array.isArray(answer)) {
        throw new Error(`${projectId} is a tab, not a project`);
      }
      return answer;
    },
    meta,
  });

/** The template and whether this partner may still quote; by session or personal invitation. */
export const quotationFormQuery = (projectId: string, invite?: string) =>
  queryOptions({
    queryKey: partnerKeys.quotationForm(projectId, invite),
    queryFn: async ({ signal }) => {
      const call = { params: { projectId }, query: { invite }, signal };
      const verify = await callApi(partnersApi.quotationStanding, call);
      const template =
        verify.standing === 'open' ? await callApi(quotationsApi.quotationTemplate, call) : [];
      return { ...verify, lines: template[0]?.info ?? [] };
    },
    // Read afresh whenever the tab opens; not while the partner is typing prices.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const ownQuotationQuery = (partnerId: string, projectId: string) =>
  queryOptions({
    queryKey: partnerKeys.ownQuotation(projectId),
    queryFn: ({ signal }) =>
      callApi(partnersApi.ownQuotation, { params: { projectId, providerId: partnerId }, signal }),
    meta,
  });

export const publicProfileQuery = (partnerId: string) =>
  queryOptions({
    queryKey: partnerKeys.profile(partnerId),
    queryFn: ({ signal }) =>
      callApi(partnersApi.publicProfile, { params: { id: partnerId }, signal }),
  });

/** What it refreshes is the step's (lib/use-project-step.ts): the form keeps its thanks. */
export function useSubmitQuotation(projectId: string, invite?: string) {
  return useStepMutation({
    step: 'submitQuotation',
    project: projectId,
    call: (body: QuotationSubmission) =>
      callApi(quotationsApi.submitQuotation, { params: { projectId }, query: { invite }, body }),
  });
}

/** Sets the gallery to these images; the server deletes the files of images taken out. */
export function useSetGallery(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicImages: string[]) =>
      callApi(accountsApi.updatePartnerProfile, {
        params: { id: partnerId },
        body: { updatationDetails: { publicImages } },
      }),
    onSuccess: (partner) => {
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.profile(partnerId) });
    },
  });
}
