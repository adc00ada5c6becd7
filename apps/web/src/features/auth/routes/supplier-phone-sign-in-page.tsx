import { FormCard } from '../../../components/ui/form-card';
import { AuthTabs } from '../components/auth-tabs';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function SupplierPhoneSignInPage() {
  return (
    <FormCard title="Supplier Phone Sign In" intro="We will send a one-time code to your phone.">
      <AuthTabs />
      <PhoneSignInForm kind="supplier" />
    </FormCard>
  );
}
