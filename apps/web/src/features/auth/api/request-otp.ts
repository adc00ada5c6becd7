import { useMutation } from '@tanstack/react-query';
import { otpApi } from '@greenscape/shared/contract/otp';
import type { OtpPurpose } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';

export function useRequestOtp() {
  return useMutation({
    mutationFn: (body: { phone: string; purpose: OtpPurpose }) =>
      callApi(otpApi.requestOtp, { body }),
  });
}
