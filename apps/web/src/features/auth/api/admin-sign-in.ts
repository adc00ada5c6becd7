import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@greenscape/shared/contract/auth';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { accountQuery } from '../../../lib/session';

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string; token: string }) =>
      callApi(authApi.adminSignIn, { body }),
    onSuccess: (admin) => {
      queryClient.setQueryData(accountQuery('admin').queryKey, admin);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
