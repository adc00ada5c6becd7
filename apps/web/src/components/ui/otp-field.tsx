import { useT } from '../../i18n/use-t';
import { Field } from './field';

/** The six-digit code field of every phone check, focused as it appears. */
export function OtpField(props: {
  label?: string;
  code: string;
  onCode: (code: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <Field
      label={props.label ?? t('common.otp.label')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.code}
      onChange={(e) => props.onCode(e.target.value)}
      error={props.error}
      autoFocus
    />
  );
}
