import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { AuthTabs } from '../components/auth-tabs';
import { Notice } from '../components/notice';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

export default function PartnerPhoneSignInPage() {
  const t = useT();
  return (
    <FormCard title={t('auth.partner.phoneSignIn.title')} intro={t('auth.phone.intro')}>
      <AuthTabs />
      <Notice />
      <PhoneSignInForm kind="service-provider" />
    </FormCard>
  );
}
