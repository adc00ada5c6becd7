// The sign-in page of partners and suppliers: e-mail, phone, Google, sign-up and forgot password.
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const next = useNextParam();
  return (
    <FormCard title={title}>
      <AuthTabs />
      <Notice />
      <EmailSignInForm kind={kind} schema={accountSignInSchema} />
      <p className="text-center text-sm text-stone-500">{t('auth.or')}</p>
      <Link
        to={withNext(pages.phoneSignIn(kind), next)}
        className="inline-flex justify-center rounded-md border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-brand-light"
      >
        {t('auth.phone.signIn')}
      </Link>
      <GoogleButton kind={kind} label={t('auth.google.signIn')} />
      <div className="flex justify-between text-sm">
        <Link to={pages.signUp(kind)} className="text-brand underline">
          {t('auth.signUpLink')}
        </Link>
        <Link to={pages.resetPassword(kind)} className="text-brand underline">
          {t('auth.forgotPasswordLink')}
        </Link>
      </div>
    </FormCard>
  );
}
