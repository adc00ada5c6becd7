import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountQuery, sessionKeys, type AccountOf } from '../../../lib/session';
import { verifyOtp } from './verify-otp';

type PhoneKind = 'service-provider' | 'supplier';
export type PhoneSignUp = { email: string; password: string; phone: string; code: string };

export function useSignUpWithPhone<K extends PhoneKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...body }: PhoneSignUp) => {
      const uid = await verifyOtp(body.phone, code);
      return api<AccountOf[K]>(`/${kind}/signup/${encodeURIComponent(uid)}`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(kind).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
