import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function ResetPasswordPage() {
  return (
    <Page title="Forgot Password">
      <AuthTabs />
      <p className="text-stone-700">
        Enter the phone number of your account to receive a one-time code.
      </p>
    </Page>
  );
}
