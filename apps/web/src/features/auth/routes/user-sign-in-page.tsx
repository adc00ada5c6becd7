import { Link, useLocation } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { userSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { AuthTabs } from '../components/auth-tabs';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleButton, googleName } from '../components/google-button';
import { Notice } from '../components/notice';
import { PhoneOrEmail } from '../components/phone-or-email';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function UserSignInPage() {
  const t = useT();
  // A notice carried here is a password reset's (update-password-form.tsx): a customer who has just
  // set a password comes to use it.
  const afterReset = Boolean((useLocation().state as { notice?: string } | null)?.notice);
  return (
    <FormCard title={t('auth.user.signIn.title')}>
      <AuthTabs />
      <Notice />
      <PhoneOrEmail
        emailFirst={afterReset}
        phone={<PhoneSignInForm kind="user" />}
        email={
          <>
            <EmailSignInForm kind="user" schema={userSignInSchema} />
            <Link
              to={pages.resetPassword('user')}
              className="self-end text-sm text-brand underline"
            >
              {t('auth.forgotPasswordLink')}
            </Link>
          </>
        }
      />
      <GoogleButton kind="user" label={googleName} lead={t('auth.google.signInLead')} />
      <Link to={pages.signUp()} className="self-start text-sm text-brand underline">
        {t('auth.signUpLink')}
      </Link>
    </FormCard>
  );
}
