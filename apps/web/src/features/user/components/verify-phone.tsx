import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatPhone } from '@greenscape/shared/phone';
import type { User } from '@greenscape/shared/schemas/auth';
import { otpCodeSchema } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OtpField } from '../../../components/ui/otp-field';
import { profileValuesOf } from '../../../components/ui/profile-fields';
import { api } from '../../../lib/api-client';
import { accountQuery } from '../../../lib/session';

/**
 * A customer's phone is contact information until a code proves it; only a proven phone can
 * reset the password (the server's rule: apps/server/src/modules/accounts/customer-profile.ts).
 * This card sends the code, takes it, and saves the profile with the code's token.
 */
export function VerifyPhone({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const phone = user.phone;
  const send = useMutation({
    mutationFn: () =>
      api<{ message: string }>('/otp/request', {
        method: 'POST',
        body: { phone, purpose: 'signup' },
      }),
    onSuccess: () => {
      // A new code: the old one and what was said about it go.
      setSent(true);
      setCode('');
      setCodeError(undefined);
      confirm.reset();
    },
  });
  const confirm = useMutation({
    mutationFn: async (checked: string) => {
      const { verificationToken } = await api<{ verificationToken: string }>('/otp/verify', {
        method: 'POST',
        body: { phone, code: checked },
      });
      return api<User>(`/user/${user._id}`, {
        method: 'PUT',
        body: { updatationDetails: profileValuesOf(user), verificationToken },
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(accountQuery('user').queryKey, saved),
  });

  if (!phone) {
    return null;
  }
  if (user.phoneVerified) {
    return (
      <p className="text-sm text-stone-600">
        <span className="font-medium text-brand-dark">Phone verified.</span> You can reset your
        password with an OTP sent to {formatPhone(phone)}.
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(parsed.data);
  };

  return (
    <section
      aria-labelledby="verify-phone"
      className="flex max-w-md flex-col gap-3 rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 id="verify-phone" className="text-lg font-semibold text-stone-900">
        Verify your phone
      </h2>
      <p className="text-sm text-stone-600">
        {formatPhone(phone)} is not verified yet. Verify it to reset your password by OTP if you
        ever forget it.
      </p>
      {!sent ? (
        <Button
          type="button"
          busy={send.isPending}
          className="self-start"
          onClick={() => send.mutate()}
        >
          Send OTP
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <Alert kind="success">We sent an OTP to {formatPhone(phone)}.</Alert>
          <OtpField code={code} onCode={setCode} error={codeError} />
          <div className="flex flex-wrap gap-3">
            <Button busy={confirm.isPending}>Verify</Button>
            <Button
              type="button"
              variant="secondary"
              busy={send.isPending}
              onClick={() => send.mutate()}
            >
              Send a new OTP
            </Button>
          </div>
        </form>
      )}
      {(send.error ?? confirm.error) && (
        <Alert kind="error">{(send.error ?? confirm.error)!.message}</Alert>
      )}
    </section>
  );
}
