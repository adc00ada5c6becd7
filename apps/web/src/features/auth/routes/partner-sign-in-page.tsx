import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function PartnerSignInPage() {
  return (
    <Page title="Service Provider Sign In">
      <AuthTabs />
      <p className="text-stone-700">
        Service partners sign in with e-mail and password or with their phone.
      </p>
    </Page>
  );
}
