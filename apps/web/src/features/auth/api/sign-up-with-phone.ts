import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneAccountApi } from '@greenscape/shared/contract/auth';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { accountQuery, type AccountOf } from '../../../lib/session';
import { verifyOtp } from './verify-otp';

type PhoneKind = 'service-provider' | 'supplier';
export type PhoneSignUp = { email: string; password: string; phone: string; code: string };
type SignUpBody = Omit<PhoneSignUp, 'code'>;

/** Each kind's call by itself, so the answer keeps its kind's type. */
const signUpOf: {
  [K in PhoneKind]: (uid: string, body: SignUpBody) => Promise<AccountOf[K]>;
} = {
  'service-provider': (uid, body) =>
    callApi(phoneAccountApi['service-provider'].signUp, { params: { uid }, body }),
  supplier: (uid, body) => callApi(phoneAccountApi.supplier.signUp, { params: { uid }, body }),
};

export function useSignUpWithPhone<K extends PhoneKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...body }: PhoneSignUp) =>
      signUpOf[kind](await verifyOtp(body.phone, code), body),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(kind).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
