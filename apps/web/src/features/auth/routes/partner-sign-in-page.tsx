import { AccountSignIn } from '../components/account-sign-in';

export default function PartnerSignInPage() {
  return <AccountSignIn kind="service-provider" title="Service Provider Sign In" />;
}
