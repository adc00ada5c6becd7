import type { z } from 'zod';
import type { OtpPurpose } from '@greenscape/shared/schemas/auth';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useOtpFlow, type OtpStep } from '../../../lib/use-otp-flow';
import { useRequestOtp } from '../api/request-otp';

type PhoneSchema = z.ZodType<{ phone: string }, { phone: string }>;

/** A form of one phone field whose code is confirmed with that phone (sign-in, reset). */
export function usePhoneCodeForm<R>(
  schema: PhoneSchema,
  purpose: OtpPurpose,
  confirm: OtpStep<{ phone: string; code: string }, R>,
) {
  const form = useZodForm(schema, { phone: '' });
  const otp = useOtpFlow({
    request: useRequestOtp(),
    requestOf: (phone: string) => ({ phone, purpose }),
    confirm,
    confirmOf: (phone, code) => ({ phone, code }),
  });
  const onRequest = form.handleSubmit(({ phone }) => otp.send(phone));
  return { form, otp, onRequest };
}
