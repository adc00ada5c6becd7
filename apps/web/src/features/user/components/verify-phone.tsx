import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { otpApi } from '@greenscape/shared/contract/otp';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import { formatPhone } from '@greenscape/shared/phone';
import type { User } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpField } from '../../../components/ui/otp-field';
import { profileValuesOf } from '../../../components/ui/profile-fields';
import { T, useLocalize, useT } from '../../../i18n/use-t';
import { callApi } from '../../../lib/call-api';
import { accountQuery } from '../../../lib/session';
import { useOtpFlow } from '../../../lib/use-otp-flow';

const verified = (chunks: ReactNode[]) => (
  <span className="font-medium text-brand-dark">{chunks}</span>
);

/**
 * A customer's phone is contact information until a code proves it; only a proven phone can
 * reset the password (the server's rule: apps/server/src/modules/accounts/customer-profile.ts).
 * This card sends the code, takes it, and saves the profile with the code's token.
 */
export function VerifyPhone({ user }: { user: User }) {
  const t = useT();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const phone = user.phone;
  const send = useMutation({
    mutationFn: (to: string) =>
      callApi(otpApi.requestOtp, { body: { phone: to, purpose: 'signup' } }),
  });
  const confirm = useMutation({
    mutationFn: async (checked: { phone: string; code: string }) => {
      const { verificationToken } = await callApi(otpApi.verifyOtp, { body: checked });
      return callApi(accountsApi.updateCustomerProfile, {
        params: { id: user._id },
        body: { updatationDetails: profileValuesOf(user), verificationToken },
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(accountQuery('user').queryKey, saved),
  });
  const otp = useOtpFlow({
    request: send,
    requestOf: (to: string) => to,
    confirm,
    confirmOf: (to, code) => ({ phone: to, code }),
  });

  if (!phone) {
    return null;
  }
  if (user.phoneVerified) {
    return (
      <p className="text-sm text-stone-600">
        <T id="user.verify.verified" values={{ phone: formatPhone(phone), b: verified }} />
      </p>
    );
  }

  return (
    <section
      aria-labelledby="verify-phone"
      className="flex max-w-md flex-col gap-3 rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 id="verify-phone" className="text-lg font-semibold text-stone-900">
        {t('user.verify.title')}
      </h2>
      <p className="text-sm text-stone-600">
        {t('user.verify.notYet', { phone: formatPhone(phone) })}
      </p>
      {!otp.sent ? (
        <Button
          type="button"
          busy={otp.requesting}
          className="self-start"
          onClick={() => void otp.send(phone)}
        >
          {t('user.verify.send')}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={otp.onSubmitCode(() => undefined)}
          className="flex flex-col gap-3"
        >
          <Alert kind="success">{t('user.verify.sent', { phone: formatPhone(phone) })}</Alert>
          <OtpField
            code={otp.code}
            onCode={otp.setCode}
            error={otp.codeError && localize(otp.codeError)}
          />
          <div className="flex flex-wrap gap-3">
            <Button busy={otp.confirming}>{t('user.verify.verify')}</Button>
            <Button
              type="button"
              variant="secondary"
              busy={otp.requesting}
              onClick={() => void otp.send(phone)}
            >
              {t('user.verify.resend')}
            </Button>
          </div>
        </form>
      )}
      {otp.failure && <Alert kind="error">{localize(otp.failure.message)}</Alert>}
    </section>
  );
}
