import { Link } from 'react-router';
import { accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleButton } from '../components/google-button';
import { Notice } from '../components/notice';

export default function PartnerSignInPage() {
  return (
    <FormCard title="Service Provider Sign In">
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind="service-provider" schema={accountSignInSchema} />
      <p className="text-center text-sm text-stone-500">or</p>
      <Link
        to="/login/service-provider/phone"
        className="inline-flex justify-center rounded-md border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand-light"
      >
        Sign in with Phone
      </Link>
      <GoogleButton kind="service-provider" label="Sign in with Google" />
      <div className="flex justify-between text-sm">
        <Link to="/signup/service-provider" className="text-brand underline">
          Sign Up
        </Link>
        <Link to="/service-provider/resetpass" className="text-brand underline">
          Forgot Password
        </Link>
      </div>
    </FormCard>
  );
}
