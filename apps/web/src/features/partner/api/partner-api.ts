import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { QuotationSubmission, TemplateLine } from '@greenscape/shared/schemas/quotations';
import type {
  OwnQuotation,
  PartnerProject,
  PublicProfile,
} from '@greenscape/shared/schemas/workspaces';
import { api } from '../../../lib/api-client';
import { accountQuery } from '../../../lib/session';

const meta = { requiresSession: true };
const inviteQuery = (invite?: string) => (invite ? `?invite=${encodeURIComponent(invite)}` : '');

export const partnerKeys = {
  tab: (tab: string) => ['partner', 'tab', tab] as const,
  project: (id: string) => ['partner', 'project', id] as const,
  profile: (id: string) => ['partner', 'profile', id] as const,
};

export const tabQuery = (partnerId: string, tab: 'new' | 'inprogress' | 'completed') =>
  queryOptions({
    queryKey: partnerKeys.tab(tab),
    queryFn: ({ signal }) =>
      api<PartnerProject[]>(`/service-provider/project/${tab}/${partnerId}`, { signal }),
    meta,
  });

export const partnerProjectQuery = (partnerId: string, projectId: string) =>
  queryOptions({
    queryKey: partnerKeys.project(projectId),
    queryFn: ({ signal }) =>
      api<PartnerProject>(`/service-provider/project/${projectId}/${partnerId}`, { signal }),
    meta,
  });

/** The template and whether this partner may still quote; by session or personal invitation. */
export const quotationFormQuery = (projectId: string, invite?: string) =>
  queryOptions({
    queryKey: ['partner', 'quotation-form', projectId, invite ?? ''],
    queryFn: async ({ signal }) => {
      const verify = await api<{ standing: string; message: string }>(
        `/service-provider/quotation/verify/${projectId}${inviteQuery(invite)}`,
        { signal },
      );
      const template =
        verify.standing === 'open'
          ? await api<{ info: TemplateLine[] }[]>(
              `/service-provider/quotation/${projectId}${inviteQuery(invite)}`,
              { signal },
            )
          : [];
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
      api<OwnQuotation>(`/service-provider/project/quotation/${projectId}/${partnerId}`, {
        signal,
      }),
    meta,
  });

export const publicProfileQuery = (partnerId: string) =>
  queryOptions({
    queryKey: partnerKeys.profile(partnerId),
    queryFn: ({ signal }) => api<PublicProfile>(`/service-provider/${partnerId}`, { signal }),
  });

export function useSubmitQuotation(projectId: string, invite?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuotationSubmission) =>
      api<{ message: string }>(`/service-provider/quotation/${projectId}${inviteQuery(invite)}`, {
        method: 'POST',
        body,
      }),
    // The tabs change; the form keeps showing its success until the redirect.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'tab'] }),
  });
}

/** Sets the gallery to these images; the server deletes the files of images taken out. */
export function useSetGallery(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicImages: string[]) =>
      api<Partner>(`/service-provider/${partnerId}`, {
        method: 'PUT',
        body: { updatationDetails: { publicImages } },
      }),
    onSuccess: (partner) => {
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.profile(partnerId) });
    },
  });
}
