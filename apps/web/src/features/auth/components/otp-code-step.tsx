import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpField } from '../../../components/ui/otp-field';
import { useLocalize, useT } from '../../../i18n/use-t';
import type { OtpFlow } from '../../../lib/use-otp-flow';

/**
 * The part every phone form shares: Request OTP until a code was sent; then the OTP field, the
 * server's refusal or the note that the code is on its way, the button that confirms it, and the
 * ways out of a code that does not come: send it again, or change the number.
 */
export function OtpCodeStep({
  otp,
  confirmLabel,
}: {
  otp: Omit<OtpFlow, 'send' | 'submit' | 'onSubmitCode' | 'sentTo'>;
  confirmLabel: string;
}) {
  const t = useT();
  const localize = useLocalize();
  const failure = otp.failure && <Alert kind="error">{localize(otp.failure.message)}</Alert>;
  if (!otp.sent) {
    return (
      <>
        {failure}
        <Button busy={otp.requesting}>{t('auth.otp.request')}</Button>
      </>
    );
  }
  return (
    <>
      <OtpField
        code={otp.code}
        onCode={otp.setCode}
        error={otp.codeError && localize(otp.codeError)}
      />
      {failure}
      {!otp.failure && <Alert kind="success">{t('auth.otp.sent')}</Alert>}
      <Button busy={otp.confirming}>{confirmLabel}</Button>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          busy={otp.requesting}
          onClick={() => void otp.resend()}
        >
          {t('auth.otp.resend')}
        </Button>
        <Button type="button" variant="secondary" onClick={otp.restart}>
          {t('auth.otp.changeNumber')}
        </Button>
      </div>
    </>
  );
}
