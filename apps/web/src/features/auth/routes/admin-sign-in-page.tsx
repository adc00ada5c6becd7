import { Page } from '../../../components/ui/page';
export default function AdminSignInPage() {
  return (
    <Page title="Admin Sign In">
      <p className="text-stone-700">
        Greenscape team members sign in with e-mail, password and the AuthToken from their
        authenticator app.
      </p>
    </Page>
  );
}
