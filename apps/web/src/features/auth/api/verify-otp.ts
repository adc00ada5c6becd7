import { api } from '../../../lib/api-client';

/** A right code answers the single-use token that the next call carries as {uid}. */
export async function verifyOtp(phone: string, code: string): Promise<string> {
  const { verificationToken } = await api<{ verificationToken: string }>('/otp/verify', {
    method: 'POST',
    body: { phone, code },
  });
  return verificationToken;
}
