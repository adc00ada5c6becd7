import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { userSignUpSchema } from '@greenscape/shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, PasswordField } from '../../../components/ui/field';
import { FormCard } from '../../../components/ui/form-card';
import { homeAfterSignIn } from '../../../lib/session';
import { useCustomerSignUp } from '../api/sign-up-customer';
import { GoogleButton } from '../components/google-button';

type Schema = typeof userSignUpSchema;

export default function UserSignUpPage() {
  const navigate = useNavigate();
  const signUp = useCustomerSignUp();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(userSignUpSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const user = await signUp.mutateAsync(values).catch(() => undefined);
    if (user) {
      await navigate(homeAfterSignIn('user', user));
    }
  });
  return (
    <FormCard title="Sign Up" intro="Create your account to request a garden or landscape project.">
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
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {signUp.error && <Alert kind="error">{signUp.error.message}</Alert>}
        <Button busy={signUp.isPending}>Submit</Button>
      </form>
      <GoogleButton kind="user" label="Sign up with Google" />
      <p className="text-sm text-stone-600">
        Already have an account?{' '}
        <Link to="/login" className="text-brand underline">
          Sign In
        </Link>
      </p>
    </FormCard>
  );
}
