import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountSignUpSchema, otpCodeSchema } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Field, PasswordField, PhoneField } from '../../../components/ui/field';
import { OtpCodeStep } from './otp-code-step';
import { fieldErrors } from '../../../lib/form-errors';
import { homeAfterSignIn } from '../../../lib/session';
import { useRequestOtp } from '../api/request-otp';
import { useSignUpWithPhone } from '../api/sign-up-with-phone';

type Values = { email: string; password: string; phone: string };

/** E-mail, password, phone, Request OTP (the fields lock, the code field appears), Submit. */
export function PhoneSignUpForm({ kind }: { kind: 'service-provider' | 'supplier' }) {
  const navigate = useNavigate();
  const requestOtp = useRequestOtp();
  const signUp = useSignUpWithPhone(kind);
  const [values, setValues] = useState<Values>({ email: '', password: '', phone: '' });
  const [checked, setChecked] = useState<Values | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locked = checked !== null;
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountSignUpSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const sent = await requestOtp
      .mutateAsync({ phone: parsed.data.phone, purpose: 'signup' })
      .catch(() => undefined);
    if (sent) {
      setChecked(parsed.data);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success || !checked) {
      setErrors({ code: parsed.error?.issues[0]?.message ?? '' });
      return;
    }
    setErrors({});
    const account = await signUp
      .mutateAsync({ ...checked, code: parsed.data })
      .catch(() => undefined);
    if (account) {
      await navigate(homeAfterSignIn(kind, account));
    }
  };

  const failure = requestOtp.error ?? signUp.error;
  return (
    <form noValidate onSubmit={locked ? onSubmit : onRequest} className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        readOnly={locked}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        readOnly={locked}
        error={errors.password}
        hint="At least 8 characters"
      />
      <PhoneField
        label="Phone number"
        value={values.phone}
        onChange={set('phone')}
        readOnly={locked}
        error={errors.phone}
      />
      <OtpCodeStep
        sent={locked}
        code={code}
        onCode={setCode}
        error={errors.code}
        failure={failure}
      />
      {locked ? (
        <Button busy={signUp.isPending}>Submit</Button>
      ) : (
        <Button busy={requestOtp.isPending}>Request OTP</Button>
      )}
    </form>
  );
}
