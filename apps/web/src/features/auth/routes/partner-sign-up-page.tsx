import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function PartnerSignUpPage() {
  return (
    <Page title="Service Partner Sign Up">
      <AuthTabs />
      <p className="text-stone-700">
        Join as a service partner with your e-mail, a password and your phone.
      </p>
    </Page>
  );
}
