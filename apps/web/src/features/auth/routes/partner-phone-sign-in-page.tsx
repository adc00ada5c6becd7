import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { Notice } from '../components/notice';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function PartnerPhoneSignInPage() {
  return (
    <FormCard
      title="Service Partner Phone Sign In"
      intro="We will send a one-time code to your phone."
    >
      <AuthTabs />
      <Notice />
      <PhoneSignInForm kind="service-provider" />
    </FormCard>
  );
}
