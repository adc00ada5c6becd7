import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '@greenscape/shared/contract/partner';
import type { QuotationSubmission } from '@greenscape/shared/schemas/quotations';
import { callApi } from '../../../lib/call-api';
import { accountQuery } from '../../../lib/session';

const meta = { requiresSession: true };

export const partnerKeys = {
  tab: (tab: string) => ['partner', 'tab', tab] as const,
  project: (id: string) => ['partner', 'project', id] as const,
  profile: (id: string) => ['partner', 'profile', id] as const,
};

export const tabQuery = (partnerId: string, tab: 'new' | 'inprogress' | 'completed') =>
  queryOptions({
    queryKey: partnerKeys.tab(tab),
    queryFn: async ({ signal }) => {
      const answer = await callApi(partnerApi.project, {
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
      const answer = await callApi(partnerApi.project, {
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
    queryKey: ['partner', 'quotation-form', projectId, invite ?? ''],
    queryFn: async ({ signal }) => {
      const call = { params: { projectId }, query: { invite }, signal };
      const verify = await callApi(partnerApi.quotationStanding, call);
      const template =
        verify.standing === 'open' ? await callApi(partnerApi.quotationTemplate, call) : [];
      return { ...verify, lines: template[0]?.info ?? [] };
    },
    // Read afresh whenever the tab opens; not while the partner is typing prices.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const ownQuotationQuery = (partnerId: string, projectId: string) =>
  queryOptions({
    queryKey: ['partner', 'own-quotation', projectId],
    queryFn: ({ signal }) =>
      callApi(partnerApi.ownQuotation, { params: { projectId, providerId: partnerId }, signal }),
    meta,
  });

export const publicProfileQuery = (partnerId: string) =>
  queryOptions({
    queryKey: partnerKeys.profile(partnerId),
    queryFn: ({ signal }) =>
      callApi(partnerApi.publicProfile, { params: { id: partnerId }, signal }),
  });

export function useSubmitQuotation(projectId: string, invite?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuotationSubmission) =>
      callApi(partnerApi.submitQuotation, { params: { projectId }, query: { invite }, body }),
    // The tabs change; the form keeps showing its success until the redirect.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'tab'] }),
  });
}

/** Sets the gallery to these images; the server deletes the files of images taken out. */
export function useSetGallery(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicImages: string[]) =>
      callApi(partnerApi.updateProfile, {
        params: { id: partnerId },
        body: { updatationDetails: { publicImages } },
      }),
    onSuccess: (partner) => {
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.profile(partnerId) });
    },
  });
}
