import { useNavigate } from 'react-router';
import { adminSignInSchema } from '@greenscape/shared/schemas/auth';
import { Form, SubmitRow } from '../../../components/form/form';
import { FormField, FormPasswordField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormCard } from '../../../components/ui/form-card';
import { useAdminSignIn } from '../api/admin-sign-in';
import { Notice } from '../components/notice';
import { useAfterSignIn } from '../use-after-sign-in';

export default function AdminSignInPage() {
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const onward = useAfterSignIn('admin');
  const form = useZodForm(adminSignInSchema, { email: '', password: '', token: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const admin = await signIn.mutateAsync(values).catch(() => undefined);
    if (admin) {
      await navigate(onward(admin));
    }
  });
  return (
    <FormCard title="Admin Sign In">
      <Notice googleReturn={false} />
      <Form form={form} onSubmit={onSubmit}>
        <FormField name="email" label="E-mail" type="email" autoComplete="username" />
        <FormPasswordField name="password" label="Password" autoComplete="current-password" />
        <FormField
          name="token"
          label="AuthToken"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="The 6-digit code from your authenticator app"
        />
        <SubmitRow failure={signIn.error} busy={signIn.isPending}>
          Submit
        </SubmitRow>
      </Form>
    </FormCard>
  );
}
