import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { PhoneOrEmail } from '../components/phone-or-email';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

/** The e-mail way: an account without a phone asks for the first-time details next. */
function EmailSignUpForm() {
  const t = useT();
  const navigate = useNavigate();
  const signUp = useCustomerSignUp();
  const form = useZodForm(userSignUpSchema, { email: '', password: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const user = await signUp.mutateAsync(values).catch(() => undefined);
    if (user) {
      await navigate(homeAfterSignIn('user', user));
    }
  });
  return (
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
  );
}

export default function UserSignUpPage() {
  const t = useT();
  // Enquire Now links here: a customer already signed in when the page opens goes
  // on to 'Start your project' instead. The session read is the public header's, already answered
  // when they come from the landing page; deciding here adds nothing to the landing page's code.
  // It is decided once, so that signing up on this page goes where the sign-up says.
  const session = useQuery(sessionStateQuery);
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean>();
  if (arrivedSignedIn === undefined && session.data && !session.isFetching) {
    setArrivedSignedIn(session.data.roles.includes('user'));
  }
  if (arrivedSignedIn) {
    return <Navigate to={pages.userNewProject} replace />;
  }
  return (
    <FormCard title={t('auth.user.signUp.title')} intro={t('auth.user.signUp.intro')}>
      <PhoneOrEmail
        // A phone is enough to begin: the rest of the profile can wait until it is needed.
        phone={<PhoneSignInForm kind="user" purpose="signup" goTo={pages.userNewProject} />}
        email={<EmailSignUpForm />}
      />
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
