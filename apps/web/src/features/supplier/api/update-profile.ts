import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { callApi } from '../../../lib/call-api';
import type { PhoneProofToken } from '../../../lib/new-phone-proof';
import { accountQuery } from '../../../lib/session';

export function useUpdateSupplierProfile(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, ...proof }: { details: ProfileDetails } & PhoneProofToken) =>
      callApi(accountsApi.updateSupplierProfile, {
        params: { id: supplierId },
        body: { updatationDetails: details, ...proof },
      }),
    onSuccess: (supplier) => queryClient.setQueryData(accountQuery('supplier').queryKey, supplier),
  });
}
