import { Link } from 'react-router';
import { accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { GoogleButton } from '../components/google-button';
import { Notice } from '../components/notice';

export default function SupplierSignInPage() {
  return (
    <FormCard title="Supplier Sign In">
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind="supplier" schema={accountSignInSchema} />
      <p className="text-center text-sm text-stone-500">or</p>
      <Link
        to="/login/supplier/phone"
        className="inline-flex justify-center rounded-md border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand-light"
      >
        Sign in with Phone
      </Link>
      <GoogleButton kind="supplier" label="Sign in with Google" />
      <div className="flex justify-between text-sm">
        <Link to="/signup/supplier" className="text-brand underline">
          Sign Up
        </Link>
        <Link to="/supplier/resetpass" className="text-brand underline">
          Forgot Password
        </Link>
      </div>
    </FormCard>
  );
}
