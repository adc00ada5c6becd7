import { Page } from '../../../components/ui/page';
import { AuthTabs } from '../components/auth-tabs';

export default function UserSignInPage() {
  return (
    <Page title="Sign In">
      <AuthTabs />
      <p className="text-stone-700">
        Sign in with your e-mail and password to follow your garden projects.
      </p>
    </Page>
  );
}
