import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { Notice } from '../components/notice';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function SupplierPhoneSignInPage() {
  return (
    <FormCard title="Supplier Phone Sign In" intro="We will send a one-time code to your phone.">
      <AuthTabs />
      <Notice />
      <PhoneSignInForm kind="supplier" />
    </FormCard>
  );
}
