import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminSignInSchema } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, PasswordField } from '../../../components/ui/field';
import { FormCard } from '../../../components/ui/form-card';
import { useAdminSignIn } from '../api/admin-sign-in';

type Schema = typeof adminSignInSchema;

export default function AdminSignInPage() {
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { email: '', password: '', token: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const admin = await signIn.mutateAsync(values).catch(() => undefined);
    if (admin) {
      await navigate('/admin');
    }
  });
  return (
    <FormCard title="Admin Sign In">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label="Username"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="AuthToken"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="The 6-digit code from your authenticator app"
          error={errors.token?.message}
          {...form.register('token')}
        />
        {signIn.error && <Alert kind="error">{signIn.error.message}</Alert>}
        <Button busy={signIn.isPending}>Submit</Button>
      </form>
    </FormCard>
  );
}
