import { useT } from '../../../i18n/use-t';
import { AccountSignIn } from '../components/account-sign-in';

export default function PartnerSignInPage() {
  const t = useT();
  return <AccountSignIn kind="service-provider" title={t('auth.partner.signIn.title')} />;
}
