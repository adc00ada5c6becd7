import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import type { accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, PasswordField } from '../../../components/ui/field';
import { homeAfterSignIn } from '../../../lib/session';
import { useSignIn } from '../api/sign-in';

type Schema = typeof accountSignInSchema;

/** E-mail and password, validated with SPEC's texts for this kind, then routed on (SPEC §4). */
export function EmailSignInForm({ kind, schema }: { kind: AccountKind; schema: Schema }) {
  const navigate = useNavigate();
  const signIn = useSignIn(kind);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const account = await signIn.mutateAsync(values).catch(() => undefined);
    if (account) {
      await navigate(homeAfterSignIn(kind, account));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {signIn.error && <Alert kind="error">{signIn.error.message}</Alert>}
      <Button busy={signIn.isPending}>Submit</Button>
    </form>
  );
}
