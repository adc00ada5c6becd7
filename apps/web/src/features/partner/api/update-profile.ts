import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { PartnerProfileDetails } from '@greenscape/shared/schemas/profile';
import { api } from '../../../lib/api-client';
import type { PhoneProofToken } from '../../../lib/new-phone-proof';
import { accountQuery } from '../../../lib/session';

export function useUpdatePartnerProfile(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, ...proof }: { details: PartnerProfileDetails } & PhoneProofToken) =>
      api<Partner>(`/service-provider/${partnerId}`, {
        method: 'PUT',
        body: { updatationDetails: details, ...proof },
      }),
    onSuccess: (partner) =>
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner),
  });
}
