import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function SupplierSignUpPage() {
  return (
    <Page title="Supplier Sign Up">
      <AuthTabs />
      <p className="text-stone-700">
        Join as a supplier with your e-mail, a password and your phone.
      </p>
    </Page>
  );
}
