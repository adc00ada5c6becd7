import { useNavigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { phoneBodySchema, type AccountKind } from '@greenscape/shared/schemas/auth';
import { Form } from '../../../components/form/form';
import { FormPhoneField } from '../../../components/form/form-fields';
import { useT } from '../../../i18n/use-t';
import { useOpenReset } from '../api/reset-password';
import { OtpCodeStep } from './otp-code-step';
import { usePhoneCodeForm } from './use-phone-code-form';

/** Forgot password: phone, Request OTP, OTP, Submit; then the update-password screen. */
export function ResetForm({ kind }: { kind: AccountKind }) {
  const t = useT();
  const navigate = useNavigate();
  const { form, otp, onRequest } = usePhoneCodeForm(phoneBodySchema, 'reset', useOpenReset(kind));
  const onSubmit = otp.onSubmitCode(() => navigate(pages.updatePassword(kind)));

  return (
    <Form form={form} onSubmit={otp.sent ? onSubmit : onRequest}>
      <FormPhoneField name="phone" label={t('auth.field.phone')} readOnly={otp.sent} />
      <OtpCodeStep otp={otp} confirmLabel={t('auth.submit')} />
    </Form>
  );
}
