import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import type { UserProfileDetails } from '@greenscape/shared/schemas/profile';
import { callApi } from '../../../lib/call-api';
import { accountQuery } from '../../../lib/session';

export function useUpdateUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatationDetails: UserProfileDetails) =>
      callApi(accountsApi.updateCustomerProfile, {
        params: { id: userId },
        body: { updatationDetails },
      }),
    onSuccess: (user) => queryClient.setQueryData(accountQuery('user').queryKey, user),
  });
}
