import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function UpdatePasswordPage() {
  return (
    <Page title="Update Password">
      <AuthTabs />
      <p className="text-stone-700">Choose a new password for your account.</p>
    </Page>
  );
}
