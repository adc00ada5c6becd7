import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function UserSignUpPage() {
  return (
    <Page title="Sign Up">
      <AuthTabs />
      <p className="text-stone-700">
        Create your account to request a garden or landscape project.
      </p>
    </Page>
  );
}
