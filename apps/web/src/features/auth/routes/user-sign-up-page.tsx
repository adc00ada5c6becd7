import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { userSignUpSchema } from '@greenscape/shared/schemas/auth';
import { Form, SubmitRow } from '../../../components/form/form';
import { FormField, FormPasswordField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormCard } from '../../../components/ui/form-card';
import { T, useT } from '../../../i18n/use-t';
import { homeAfterSignIn, sessionStateQuery } from '../../../lib/session';
import { useCustomerSignUp } from '../api/sign-up-customer';
import { GoogleButton } from '../components/google-button';

export default function UserSignUpPage() {
  const t = useT();
  const navigate = useNavigate();
  const signUp = useCustomerSignUp();
  // Enquire Now links here (issue 18.10): a customer already signed in goes on to 'Start your
  // project' instead. The session read is the public header's, already answered when they come
  // from the landing page; deciding here adds nothing to the landing page's code.
  const session = useQuery(sessionStateQuery);
  const form = useZodForm(userSignUpSchema, { email: '', password: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const user = await signUp.mutateAsync(values).catch(() => undefined);
    if (user) {
      await navigate(homeAfterSignIn('user', user));
    }
  });
  if (session.data?.roles.includes('user') && signUp.isIdle) {
    return <Navigate to={pages.userNewProject} replace />;
  }
  return (
    <FormCard title={t('auth.user.signUp.title')} intro={t('auth.user.signUp.intro')}>
      <Form form={form} onSubmit={onSubmit}>
        <FormField name="email" label={t('auth.field.email')} type="email" autoComplete="email" />
        <FormPasswordField
          name="password"
          label={t('auth.field.password')}
          autoComplete="new-password"
          hint={t('auth.hint.password')}
        />
        <SubmitRow failure={signUp.error} busy={signUp.isPending}>
          {t('auth.submit')}
        </SubmitRow>
      </Form>
      <GoogleButton kind="user" label={t('auth.google.signUp')} />
      <p className="text-sm text-stone-600">
        <T
          id="auth.user.signUp.haveAccount"
          values={{
            link: (chunks) => (
              <Link to={pages.signIn()} className="text-brand underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </FormCard>
  );
}
