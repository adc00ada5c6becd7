import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { AuthTabs } from '../components/auth-tabs';
import { Notice } from '../components/notice';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function SupplierPhoneSignInPage() {
  const t = useT();
  return (
    <FormCard title={t('auth.supplier.phoneSignIn.title')} intro={t('auth.phone.intro')}>
      <AuthTabs />
      <Notice />
      <PhoneSignInForm kind="supplier" />
    </FormCard>
  );
}
