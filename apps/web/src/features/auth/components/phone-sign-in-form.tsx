import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { otpCodeSchema, otpRequestSchema } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/field';
import { OtpCodeStep } from './otp-code-step';
import { homeAfterSignIn } from '../../../lib/session';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { useRequestOtp } from '../api/request-otp';

/** Phone, Request OTP, then the code field appears, then Verify (SPEC §2, §4). */
export function PhoneSignInForm({ kind }: { kind: 'service-provider' | 'supplier' }) {
  const navigate = useNavigate();
  const requestOtp = useRequestOtp();
  const signIn = usePhoneSignIn(kind);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpRequestSchema.shape.phone.safeParse(phone);
    if (!parsed.success) {
      setErrors({ phone: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    const sent = await requestOtp
      .mutateAsync({ phone: parsed.data, purpose: 'login' })
      .catch(() => undefined);
    if (sent) {
      setSentTo(parsed.data);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success || !sentTo) {
      setErrors({ code: parsed.error?.issues[0]?.message });
      return;
    }
    setErrors({});
    const account = await signIn
      .mutateAsync({ phone: sentTo, code: parsed.data })
      .catch(() => undefined);
    if (account) {
      await navigate(homeAfterSignIn(kind, account));
    }
  };

  const failure = requestOtp.error ?? signIn.error;
  return (
    <form noValidate onSubmit={sentTo ? onVerify : onRequest} className="flex flex-col gap-4">
      <PhoneField
        label="Phone number"
        value={phone}
        readOnly={sentTo !== null}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
        hint="10 digits; +91 is added for you"
      />
      <OtpCodeStep
        sent={sentTo !== null}
        code={code}
        onCode={setCode}
        error={errors.code}
        failure={failure}
      />
      {sentTo ? (
        <div className="flex gap-3">
          <Button busy={signIn.isPending}>Verify</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              setCode('');
              requestOtp.reset();
              signIn.reset();
            }}
          >
            Change number
          </Button>
        </div>
      ) : (
        <Button busy={requestOtp.isPending}>Request OTP</Button>
      )}
    </form>
  );
}
