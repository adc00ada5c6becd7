import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { newPasswordSchema, type AccountKind } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { useUpdatePassword } from '../api/reset-password';
import { signInPathOf } from '../sign-in-paths';

/** Enter Password, Confirm Password, Update Password; the two must match (DECISIONS §3). */
export function UpdatePasswordForm({ kind }: { kind: AccountKind }) {
  const navigate = useNavigate();
  const update = useUpdatePassword(kind);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setErrors({ password: parsed.error.issues[0]?.message });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: messages.passwordsDoNotMatch });
      return;
    }
    setErrors({});
    const done = await update.mutateAsync(parsed.data).catch(() => undefined);
    if (done) {
      await navigate(signInPathOf(kind), { state: { notice: done.message } });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label="Enter Password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="At least 8 characters"
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {update.error && <Alert kind="error">{update.error.message}</Alert>}
      <Button busy={update.isPending}>Update Password</Button>
    </form>
  );
}
