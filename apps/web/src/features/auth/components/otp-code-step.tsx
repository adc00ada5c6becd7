import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpField } from '../../../components/ui/otp-field';
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
  if (!otp.sent) {
    return (
      <>
        {otp.failure && <Alert kind="error">{otp.failure.message}</Alert>}
        <Button busy={otp.requesting}>Request OTP</Button>
      </>
    );
  }
  return (
    <>
      <OtpField code={otp.code} onCode={otp.setCode} error={otp.codeError} />
      {otp.failure && <Alert kind="error">{otp.failure.message}</Alert>}
      {!otp.failure && <Alert kind="success">OTP sent to your phone</Alert>}
      <Button busy={otp.confirming}>{confirmLabel}</Button>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          busy={otp.requesting}
          onClick={() => void otp.resend()}
        >
          Send the code again
        </Button>
        <Button type="button" variant="secondary" onClick={otp.restart}>
          Change number
        </Button>
      </div>
    </>
  );
}
