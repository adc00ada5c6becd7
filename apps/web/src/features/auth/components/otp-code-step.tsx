import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpField } from '../../../components/ui/otp-field';
import type { OtpFlow } from '../../../lib/use-otp-flow';

/**
 * The part every phone form shares: Request OTP until a code was sent; then the OTP field, the
 * server's refusal or the note that the code is on its way, and the button that confirms it
 * (with `children` beside it).
 */
export function OtpCodeStep({
  otp,
  confirmLabel,
  children,
}: {
  otp: Omit<OtpFlow, 'send' | 'submit' | 'onSubmitCode' | 'sentTo'>;
  confirmLabel: string;
  children?: ReactNode;
}) {
  if (!otp.sent) {
    return (
      <>
        {otp.failure && <Alert kind="error">{otp.failure.message}</Alert>}
        <Button busy={otp.requesting}>Request OTP</Button>
      </>
    );
  }
  const confirm = <Button busy={otp.confirming}>{confirmLabel}</Button>;
  return (
    <>
      <OtpField code={otp.code} onCode={otp.setCode} error={otp.codeError} />
      {otp.failure && <Alert kind="error">{otp.failure.message}</Alert>}
      {!otp.failure && <Alert kind="success">OTP sent to your phone</Alert>}
      {children ? (
        <div className="flex gap-3">
          {confirm}
          {children}
        </div>
      ) : (
        confirm
      )}
    </>
  );
}
