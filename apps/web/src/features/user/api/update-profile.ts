import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '@greenscape/shared/contract/customer';
import type { UserProfileDetails } from '@greenscape/shared/schemas/profile';
import { callApi } from '../../../lib/call-api';
import { accountQuery } from '../../../lib/session';

export function useUpdateUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatationDetails: UserProfileDetails) =>
      callApi(customerApi.updateProfile, { params: { id: userId }, body: { updatationDetails } }),
    onSuccess: (user) => queryClient.setQueryData(accountQuery('user').queryKey, user),
  });
}
