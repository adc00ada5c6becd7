import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, phoneAccountApi } from '@greenscape/shared/contract/auth';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { accountQuery, type AccountOf } from '../../../lib/session';

export type Credentials = { email: string; password: string };

/** Each kind's call by itself, so the answer keeps its kind's type. */
const signInOf: { [K in AccountKind]: (body: Credentials) => Promise<AccountOf[K]> } = {
  user: (body) => callApi(authApi.signIn, { body }),
  'service-provider': (body) => callApi(phoneAccountApi['service-provider'].signIn, { body }),
  supplier: (body) => callApi(phoneAccountApi.supplier.signIn, { body }),
};

export function signIn<K extends AccountKind>(kind: K, body: Credentials) {
  return signInOf[kind](body);
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
