import { useState } from 'react';
import { otpCodeSchema } from '@greenscape/shared/schemas/auth';

/** What the flow needs of a request; react-query's useMutation answers all of it. */
export type OtpStep<V, R> = {
  mutateAsync: (variables: V) => Promise<R>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

/**
 * Every phone check goes the same way: send a code to a target (a phone, or a sign-up's checked
 * fields), take the six digits, and confirm them with the server along with the target. The
 * target is kept as it was when the code went out, so what is confirmed is what the code was
 * sent for, whatever the fields say since.
 */
export function useOtpFlow<T, RequestVars, ConfirmVars, Result>(options: {
  request: OtpStep<RequestVars, unknown>;
  requestOf: (target: T) => RequestVars;
  confirm: OtpStep<ConfirmVars, Result>;
  confirmOf: (target: T, code: string) => ConfirmVars;
}) {
  const { request, requestOf, confirm, confirmOf } = options;
  const [sentTo, setSentTo] = useState<T | null>(null);
  const [code, setCodeText] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  /** A new code: the old one and what was said about it go. True once the code is on its way. */
  async function send(target: T): Promise<boolean> {
    setCodeText('');
    setCodeError(undefined);
    confirm.reset();
    const sent = await request.mutateAsync(requestOf(target)).then(
      () => true,
      () => false,
    );
    if (sent) {
      setSentTo(target);
    }
    return sent;
  }

  /** The server's answer to a well-formed code, or undefined when the code or the server refused. */
  async function submit(): Promise<Result | undefined> {
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success || sentTo === null) {
      setCodeError(parsed.error?.issues[0]?.message);
      return undefined;
    }
    setCodeError(undefined);
    return confirm.mutateAsync(confirmOf(sentTo, parsed.data)).catch(() => undefined);
  }

  /** The code step's submit handler: `then` runs with the server's answer to a right code. */
  function onSubmitCode(then: (result: Result) => unknown) {
    return async (event: { preventDefault: () => void }) => {
      event.preventDefault();
      const result = await submit();
      if (result !== undefined) {
        await then(result);
      }
    };
  }

  function setCode(next: string) {
    setCodeText(next);
    // As in the form kit: a shown error goes as soon as the code is well formed.
    if (codeError !== undefined && otpCodeSchema.safeParse(next).success) {
      setCodeError(undefined);
    }
  }

  /** The same target again, when the first code did not come. */
  function resend(): Promise<boolean> {
    return sentTo === null ? Promise.resolve(false) : send(sentTo);
  }

  /** Back to the start, to send a code elsewhere. */
  function restart() {
    setSentTo(null);
    setCodeText('');
    setCodeError(undefined);
    request.reset();
    confirm.reset();
  }

  return {
    sentTo,
    sent: sentTo !== null,
    code,
    setCode,
    codeError,
    send,
    submit,
    onSubmitCode,
    resend,
    restart,
    requesting: request.isPending,
    confirming: confirm.isPending,
    failure: request.error ?? confirm.error,
  };
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;
