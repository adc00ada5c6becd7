import { AccountSignIn } from '../components/account-sign-in';

export default function SupplierSignInPage() {
  return <AccountSignIn kind="supplier" title="Supplier Sign In" />;
}
