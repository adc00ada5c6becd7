import { useNavigate } from 'react-router';
import { z } from 'zod';
import { otpRequestSchema, type AccountKind } from '@greenscape/shared/schemas/auth';
import { Form } from '../../../components/form/form';
import { FormPhoneField } from '../../../components/form/form-fields';
import { useT } from '../../../i18n/use-t';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { useAfterSignIn } from '../use-after-sign-in';
import { OtpCodeStep } from './otp-code-step';
import { usePhoneCodeForm } from './use-phone-code-form';

const phoneSchema = z.object({ phone: otpRequestSchema.shape.phone });

/**
 * Phone, Request OTP, then the code field appears, then Verify (docs/product.md#screens and
 * #sign-in). The same for every kind of account; a customer's sign-up page asks for a sign-up code
 * and goes on to `goTo` ('Start your project') rather than where a sign-in goes.
 */
export function PhoneSignInForm({
  kind,
  purpose = 'login',
  goTo,
}: {
  kind: AccountKind;
  purpose?: 'login' | 'signup';
  goTo?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { form, otp, onRequest } = usePhoneCodeForm(phoneSchema, purpose, usePhoneSignIn(kind));
  const onward = useAfterSignIn(kind);
  const onVerify = otp.onSubmitCode((account) => navigate(goTo ?? onward(account)));

  return (
    <Form form={form} onSubmit={otp.sent ? onVerify : onRequest}>
      <FormPhoneField
        name="phone"
        label={t('auth.field.phone')}
        readOnly={otp.sent}
        hint={t('auth.hint.phone')}
      />
      <OtpCodeStep otp={otp} confirmLabel={t('auth.phone.verify')} />
    </Form>
  );
}
