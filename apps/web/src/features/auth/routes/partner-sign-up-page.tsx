import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { FormCard } from '../../../components/ui/form-card';
import { T, useT } from '../../../i18n/use-t';
import { PhoneSignUpForm } from '../components/phone-sign-up-form';

export default function PartnerSignUpPage() {
  const t = useT();
  return (
    <FormCard title={t('auth.partner.signUp.title')}>
      <PhoneSignUpForm kind="service-provider" />
      <p className="text-sm text-stone-600">
        <T
          id="auth.registered"
          values={{
            link: (chunks) => (
              <Link to={pages.signIn('service-provider')} className="text-brand underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </FormCard>
  );
}
