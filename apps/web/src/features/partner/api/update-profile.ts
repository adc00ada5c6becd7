import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { PartnerProfileDetails } from '@greenscape/shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { accountQuery } from '../../../lib/session';

export function useUpdatePartnerProfile(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatationDetails: PartnerProfileDetails) =>
      api<Partner>(`/service-provider/${partnerId}`, {
        method: 'PUT',
        body: { updatationDetails },
      }),
    onSuccess: (partner) =>
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner),
  });
}
