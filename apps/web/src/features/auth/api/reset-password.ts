import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { verifyOtp } from './verify-otp';

/** The code opens a short reset session for this kind of account. */
export function useOpenReset(kind: AccountKind) {
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const uid = await verifyOtp(phone, code);
      return api<{ message: string }>(`/${kind}/reset/${encodeURIComponent(uid)}`, {
        method: 'POST',
        body: { phone },
      });
    },
  });
}

export const resetSessionQuery = (kind: AccountKind) =>
  queryOptions({
    queryKey: ['reset-session', kind],
    queryFn: ({ signal }) => api<{ phone: string }>(`/${kind}/reset`, { signal }),
    staleTime: 0,
  });

export function useUpdatePassword(kind: AccountKind) {
  return useMutation({
    mutationFn: (password: string) =>
      api<{ message: string }>(`/${kind}/reset`, { method: 'PUT', body: { password } }),
  });
}
