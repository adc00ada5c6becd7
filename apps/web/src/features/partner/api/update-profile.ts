import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import type { PartnerProfileDetails } from '@greenscape/shared/schemas/profile';
import { callApi } from '../../../lib/call-api';
import type { PhoneProofToken } from '../../../lib/new-phone-proof';
import { accountQuery } from '../../../lib/session';

export function useUpdatePartnerProfile(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, ...proof }: { details: PartnerProfileDetails } & PhoneProofToken) =>
      callApi(accountsApi.updatePartnerProfile, {
        params: { id: partnerId },
        body: { updatationDetails: details, ...proof },
      }),
    onSuccess: (partner) =>
      queryClient.setQueryData(accountQuery('service-provider').queryKey, partner),
  });
}
