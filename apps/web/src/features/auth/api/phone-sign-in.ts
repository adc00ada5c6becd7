import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, phoneAccountApi } from '@greenscape/shared/contract/auth';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { accountQuery, type AccountOf } from '../../../lib/session';
import { verifyOtp } from './verify-otp';

/** Each kind's call by itself, so the answer keeps its kind's type. */
const signInByPhone: {
  [K in AccountKind]: (uid: string, phone: string) => Promise<AccountOf[K]>;
} = {
  user: (uid, phone) => callApi(authApi.userPhoneSignIn, { params: { uid }, body: { phone } }),
  'service-provider': (uid, phone) =>
    callApi(phoneAccountApi['service-provider'].phoneSignIn, {
      params: { uid },
      body: { phone },
    }),
  supplier: (uid, phone) =>
    callApi(phoneAccountApi.supplier.phoneSignIn, { params: { uid }, body: { phone } }),
};

/**
 * Verify the code, then sign in with the verified phone (phone sign-in, docs/product.md#sign-in;
 * a new phone opens an account of that kind).
 */
export function usePhoneSignIn<K extends AccountKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) =>
      signInByPhone[kind](await verifyOtp(phone, code), phone),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(kind).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
