import { useMutation } from '@tanstack/react-query';
import { authApi } from '@greenscape/shared/contract/auth';
import type { OtpPurpose } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';

export function useRequestOtp() {
  return useMutation({
    mutationFn: (body: { phone: string; purpose: OtpPurpose }) =>
      callApi(authApi.requestOtp, { body }),
  });
}
