import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { otpApi } from '@greenscape/shared/contract/otp';
import { formatPhone } from '@greenscape/shared/phone';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/use-t';
import { OtpField } from '../components/ui/otp-field';
import { callApi } from './call-api';
import { useOtpFlow } from './use-otp-flow';

const tokenLifeMs = 9 * 60_000;

export type PhoneProofToken = { verificationToken?: string };
/** What a save may go on with: `{}` (same phone), `{ verificationToken }`, or wait for a code. */
export type PhoneProof = PhoneProofToken | 'wait';

/**
 * Partners and suppliers sign in with their phone, so the server takes a new one only with the
 * token of a code sent to it. The first save with a new number sends the code and asks for it;
 * the next save checks it and carries the token.
 */
export function useNewPhoneProof(currentPhone: string | null) {
  // Kept after a right code: a save refused for another reason is tried again without a new code,
  // while the token lives (10 minutes on the server; 9 here, to be safe).
  const [proven, setProven] = useState<{ phone: string; token: string; at: number } | null>(null);
  const request = useMutation({
    mutationFn: (phone: string) =>
      callApi(otpApi.requestOtp, { body: { phone, purpose: 'signup' } }),
  });
  const verify = useMutation({
    mutationFn: (body: { phone: string; code: string }) => callApi(otpApi.verifyOtp, { body }),
  });
  const flow = useOtpFlow({
    request,
    requestOf: (phone: string) => phone,
    confirm: verify,
    confirmOf: (phone, code) => ({ phone, code }),
  });

  async function send(phone: string) {
    setProven(null);
    await flow.send(phone);
  }

  /** `phone` as the profile schema normalised it (+91…). */
  async function proofFor(phone: string): Promise<PhoneProof> {
    if (phone === currentPhone) {
      return {};
    }
    if (proven?.phone === phone && Date.now() - proven.at < tokenLifeMs) {
      return { verificationToken: proven.token };
    }
    if (flow.sentTo !== phone) {
      await send(phone);
      return 'wait';
    }
    const checked = await flow.submit();
    if (!checked) {
      return 'wait';
    }
    setProven({ phone, token: checked.verificationToken, at: Date.now() });
    return { verificationToken: checked.verificationToken };
  }

  const { sentTo } = flow;
  return {
    proofFor,
    busy: flow.requesting || flow.confirming,
    field: (
      <NewPhoneCode
        sentTo={sentTo !== null && proven?.phone !== sentTo ? sentTo : null}
        onResend={() => sentTo && void send(sentTo)}
        code={flow.code}
        onCode={flow.setCode}
        error={flow.codeError}
        failure={flow.failure}
      />
    ),
  };
}

function NewPhoneCode(props: {
  sentTo: string | null;
  onResend: () => void;
  code: string;
  onCode: (code: string) => void;
  error: string | undefined;
  failure: Error | null;
}) {
  const t = useT();
  return (
    <>
      {props.sentTo && (
        <>
          <Alert kind="success">
            {t('common.phoneProof.sent', { phone: formatPhone(props.sentTo) })}
          </Alert>
          <OtpField
            label={t('common.phoneProof.otpLabel')}
            code={props.code}
            onCode={props.onCode}
            error={props.error}
          />
          <Button
            type="button"
            variant="link"
            onClick={props.onResend}
            className="self-start text-sm font-medium text-brand-dark"
          >
            {t('common.phoneProof.resend')}
          </Button>
        </>
      )}
      {props.failure && <Alert kind="error">{props.failure.message}</Alert>}
    </>
  );
}
