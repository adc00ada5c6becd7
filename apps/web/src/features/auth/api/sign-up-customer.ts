import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@greenscape/shared/contract/auth';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { accountQuery } from '../../../lib/session';
import type { Credentials } from './sign-in';

export function useCustomerSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => callApi(authApi.signUp, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(accountQuery('user').queryKey, user);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
