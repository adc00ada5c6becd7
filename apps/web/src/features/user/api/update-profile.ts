import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@greenscape/shared/schemas/auth';
import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { accountQuery } from '../../../lib/session';

export function useUpdateUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatationDetails: ProfileDetails) =>
      api<User>(`/user/${userId}`, { method: 'PUT', body: { updatationDetails } }),
    onSuccess: (user) => queryClient.setQueryData(accountQuery('user').queryKey, user),
  });
}
