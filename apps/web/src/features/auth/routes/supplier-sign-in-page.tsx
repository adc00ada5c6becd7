import { useT } from '../../../i18n/use-t';
import { AccountSignIn } from '../components/account-sign-in';

export default function SupplierSignInPage() {
  const t = useT();
  return <AccountSignIn kind="supplier" title={t('auth.supplier.signIn.title')} />;
}
