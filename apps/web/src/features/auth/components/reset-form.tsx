import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { otpCodeSchema, phoneBodySchema, type AccountKind } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/field';
import { OtpCodeStep } from './otp-code-step';
import { useRequestOtp } from '../api/request-otp';
import { useOpenReset } from '../api/reset-password';

/** Forgot password: phone, Request OTP, OTP, Submit; then the update-password screen. */
export function ResetForm({ kind }: { kind: AccountKind }) {
  const navigate = useNavigate();
  const requestOtp = useRequestOtp();
  const openReset = useOpenReset(kind);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneBodySchema.safeParse({ phone });
    if (!parsed.success) {
      setErrors({ phone: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    const sent = await requestOtp
      .mutateAsync({ phone: parsed.data.phone, purpose: 'reset' })
      .catch(() => undefined);
    if (sent) {
      setSentTo(parsed.data.phone);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success || !sentTo) {
      setErrors({ code: parsed.error?.issues[0]?.message });
      return;
    }
    setErrors({});
    const opened = await openReset
      .mutateAsync({ phone: sentTo, code: parsed.data })
      .catch(() => undefined);
    if (opened) {
      await navigate(`/${kind}/updatepass`);
    }
  };

  const failure = requestOtp.error ?? openReset.error;
  return (
    <form noValidate onSubmit={sentTo ? onSubmit : onRequest} className="flex flex-col gap-4">
      <PhoneField
        label="Phone number"
        value={phone}
        readOnly={sentTo !== null}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
      />
      <OtpCodeStep
        sent={sentTo !== null}
        code={code}
        onCode={setCode}
        error={errors.code}
        failure={failure}
      />
      {sentTo ? (
        <Button busy={openReset.isPending}>Submit</Button>
      ) : (
        <Button busy={requestOtp.isPending}>Request OTP</Button>
      )}
    </form>
  );
}
