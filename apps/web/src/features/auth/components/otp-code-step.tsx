import { Alert } from '../../../components/ui/alert';
import { OtpField } from '../../../components/ui/otp-field';

/**
 * The part every phone form shares once a code was requested: the OTP field, the server's
 * refusal, or the note that the code is on its way.
 */
export function OtpCodeStep(props: {
  sent: boolean;
  code: string;
  onCode: (code: string) => void;
  error: string | undefined;
  failure: Error | null;
}) {
  return (
    <>
      {props.sent && <OtpField code={props.code} onCode={props.onCode} error={props.error} />}
      {props.failure && <Alert kind="error">{props.failure.message}</Alert>}
      {props.sent && !props.failure && <Alert kind="success">OTP sent to your phone</Alert>}
    </>
  );
}
