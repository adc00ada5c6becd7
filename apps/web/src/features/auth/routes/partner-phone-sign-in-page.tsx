import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function PartnerPhoneSignInPage() {
  return (
    <Page title="Service Partner Phone Sign In">
      <AuthTabs />
      <p className="text-stone-700">Sign in with a one-time code sent to your phone.</p>
    </Page>
  );
}
