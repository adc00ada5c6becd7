// The sign-in page of partners and suppliers: e-mail, phone, Google, sign-up and forgot password.
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from './auth-tabs';
import { EmailSignInForm } from './email-sign-in-form';
import { GoogleButton } from './google-button';
import { Notice } from './notice';
import { useNextParam, withNext } from '../use-after-sign-in';

export function AccountSignIn({
  kind,
  title,
}: {
  kind: 'service-provider' | 'supplier';
  title: string;
}) {
  const next = useNextParam();
  return (
    <FormCard title={title}>
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind={kind} schema={accountSignInSchema} />
      <p className="text-center text-sm text-stone-500">or</p>
      <Link
        to={withNext(pages.phoneSignIn(kind), next)}
        className="inline-flex justify-center rounded-md border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand-light"
      >
        Sign in with Phone
      </Link>
      <GoogleButton kind={kind} label="Sign in with Google" />
      <div className="flex justify-between text-sm">
        <Link to={pages.signUp(kind)} className="text-brand underline">
          Sign Up
        </Link>
        <Link to={pages.resetPassword(kind)} className="text-brand underline">
          Forgot Password
        </Link>
      </div>
    </FormCard>
  );
}
