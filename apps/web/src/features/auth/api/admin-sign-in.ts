import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { accountQuery, sessionKeys } from '../../../lib/session';

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string; token: string }) =>
      api<Admin>('/admin/signin', { method: 'POST', body }),
    onSuccess: (admin) => {
      queryClient.setQueryData(accountQuery('admin').queryKey, admin);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
