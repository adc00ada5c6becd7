import { queryOptions, useMutation } from '@tanstack/react-query';
import { resetApi } from '@greenscape/shared/contract/auth';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';
import { resetKeys } from '../../../lib/query-keys';
import { verifyOtp } from './verify-otp';

/** The code opens a short reset session for this kind of account. */
export function useOpenReset(kind: AccountKind) {
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const uid = await verifyOtp(phone, code);
      return callApi(resetApi[kind].open, { params: { uid }, body: { phone } });
    },
  });
}

export const resetSessionQuery = (kind: AccountKind) =>
  queryOptions({
    queryKey: resetKeys.session(kind),
    queryFn: ({ signal }) => callApi(resetApi[kind].state, { signal }),
    staleTime: 0,
  });

export function useUpdatePassword(kind: AccountKind) {
  return useMutation({
    mutationFn: (password: string) => callApi(resetApi[kind].setPassword, { body: { password } }),
  });
}
