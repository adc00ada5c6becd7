import { otpApi } from '@greenscape/shared/contract/otp';
import { callApi } from '../../../lib/call-api';

/** A right code answers the single-use token that the next call carries as {uid}. */
export async function verifyOtp(phone: string, code: string): Promise<string> {
  const { verificationToken } = await callApi(otpApi.verifyOtp, { body: { phone, code } });
  return verificationToken;
}
