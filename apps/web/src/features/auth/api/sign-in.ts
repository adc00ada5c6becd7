import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { accountQuery, sessionKeys, type AccountOf } from '../../../lib/session';

export type Credentials = { email: string; password: string };

const signInPath: Record<AccountKind, string> = {
  user: '/auth/signin',
  'service-provider': '/service-provider/signin',
  supplier: '/supplier/signin',
};

export function signIn<K extends AccountKind>(kind: K, body: Credentials) {
  return api<AccountOf[K]>(signInPath[kind], { method: 'POST', body });
}

/** E-mail and password sign-in; the answer becomes the role's current account. */
export function useSignIn<K extends AccountKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Credentials) => signIn(kind, body),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(kind).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
