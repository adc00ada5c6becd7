import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supplier } from '@greenscape/shared/schemas/auth';
import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { api } from '../../../lib/api-client';
import type { PhoneProofToken } from '../../../lib/new-phone-proof';
import { accountQuery } from '../../../lib/session';

export function useUpdateSupplierProfile(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, ...proof }: { details: ProfileDetails } & PhoneProofToken) =>
      api<Supplier>(`/supplier/${supplierId}`, {
        method: 'PUT',
        body: { updatationDetails: details, ...proof },
      }),
    onSuccess: (supplier) => queryClient.setQueryData(accountQuery('supplier').queryKey, supplier),
  });
}
