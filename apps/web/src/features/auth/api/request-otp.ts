import { useMutation } from '@tanstack/react-query';
import type { OtpPurpose } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export function useRequestOtp() {
  return useMutation({
    mutationFn: (body: { phone: string; purpose: OtpPurpose }) =>
      api<{ message: string }>('/otp/request', { method: 'POST', body }),
  });
}
