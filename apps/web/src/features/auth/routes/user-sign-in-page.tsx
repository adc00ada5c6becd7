import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { userSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleButton } from '../components/google-button';
import { Notice } from '../components/notice';

export default function UserSignInPage() {
  return (
    <FormCard title="Sign In">
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind="user" schema={userSignInSchema} />
      <GoogleButton kind="user" label="Google" lead="Sign in with" />
      <div className="flex justify-between text-sm">
        <Link to={pages.signUp()} className="text-brand underline">
          Sign Up
        </Link>
        <Link to={pages.resetPassword('user')} className="text-brand underline">
          Forgot Password
        </Link>
      </div>
    </FormCard>
  );
}
