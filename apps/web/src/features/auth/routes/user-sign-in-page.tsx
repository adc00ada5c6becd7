import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { userSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { AuthTabs } from '../components/auth-tabs';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleButton, googleName } from '../components/google-button';
import { Notice } from '../components/notice';

export default function UserSignInPage() {
  const t = useT();
  return (
    <FormCard title={t('auth.user.signIn.title')}>
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind="user" schema={userSignInSchema} />
      <GoogleButton kind="user" label={googleName} lead={t('auth.google.signInLead')} />
      <div className="flex justify-between text-sm">
        <Link to={pages.signUp()} className="text-brand underline">
          {t('auth.signUpLink')}
        </Link>
        <Link to={pages.resetPassword('user')} className="text-brand underline">
          {t('auth.forgotPasswordLink')}
        </Link>
      </div>
    </FormCard>
  );
}
