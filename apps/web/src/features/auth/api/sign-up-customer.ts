import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { accountQuery, sessionKeys } from '../../../lib/session';
import type { Credentials } from './sign-in';

export function useCustomerSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => api<User>('/auth/signup', { method: 'POST', body }),
    onSuccess: (user) => {
      queryClient.setQueryData(accountQuery('user').queryKey, user);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
