import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountQuery, sessionKeys, type AccountOf } from '../../../lib/session';
import { verifyOtp } from './verify-otp';

type PhoneKind = 'service-provider' | 'supplier';

/** Verify the code, then sign in with the verified phone (SPEC §4 phone login). */
export function usePhoneSignIn<K extends PhoneKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const uid = await verifyOtp(phone, code);
      return api<AccountOf[K]>(`/${kind}/phone/${encodeURIComponent(uid)}`, {
        method: 'POST',
        body: { phone },
      });
    },
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(kind).queryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.state });
    },
  });
}
