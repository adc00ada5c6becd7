import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function SupplierSignInPage() {
  return (
    <Page title="Supplier Sign In">
      <AuthTabs />
      <p className="text-stone-700">
        Suppliers sign in with e-mail and password or with their phone.
      </p>
    </Page>
  );
}
