import { useNavigate } from 'react-router';
import { accountSignUpSchema } from '@greenscape/shared/schemas/auth';
import { Form } from '../../../components/form/form';
import { FormField, FormPasswordField, FormPhoneField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useT } from '../../../i18n/use-t';
import { homeAfterSignIn } from '../../../lib/session';
import { useOtpFlow } from '../../../lib/use-otp-flow';
import { useRequestOtp } from '../api/request-otp';
import { useSignUpWithPhone } from '../api/sign-up-with-phone';
import { OtpCodeStep } from './otp-code-step';

type Checked = { email: string; password: string; phone: string };

/** E-mail, password, phone, Request OTP (the fields lock, the code field appears), Submit. */
export function PhoneSignUpForm({ kind }: { kind: 'service-provider' | 'supplier' }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useZodForm(accountSignUpSchema, { email: '', password: '', phone: '' });
  // The code is confirmed with the fields as they were checked when it was sent.
  const otp = useOtpFlow({
    request: useRequestOtp(),
    requestOf: (checked: Checked) => ({ phone: checked.phone, purpose: 'signup' as const }),
    confirm: useSignUpWithPhone(kind),
    confirmOf: (checked, code) => ({ ...checked, code }),
  });
  const locked = otp.sent;
  const onRequest = form.handleSubmit((checked) => otp.send(checked));
  const onSubmit = otp.onSubmitCode((account) => navigate(homeAfterSignIn(kind, account)));

  return (
    <Form form={form} onSubmit={locked ? onSubmit : onRequest}>
      <FormField
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        readOnly={locked}
      />
      <FormPasswordField
        name="password"
        label={t('auth.field.password')}
        autoComplete="new-password"
        readOnly={locked}
        hint={t('auth.hint.password')}
      />
      <FormPhoneField name="phone" label={t('auth.field.phone')} readOnly={locked} />
      <OtpCodeStep otp={otp} confirmLabel={t('auth.submit')} />
    </Form>
  );
}
