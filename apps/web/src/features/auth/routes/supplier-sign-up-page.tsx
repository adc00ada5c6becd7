import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { FormCard } from '../../../components/ui/form-card';
import { T, useT } from '../../../i18n/use-t';
import { PhoneSignUpForm } from '../components/phone-sign-up-form';

export default function SupplierSignUpPage() {
  const t = useT();
  return (
    <FormCard title={t('auth.supplier.signUp.title')}>
      <PhoneSignUpForm kind="supplier" />
      <p className="text-sm text-stone-600">
        <T
          id="auth.registered"
          values={{
            link: (chunks) => (
              <Link to={pages.signIn('supplier')} className="text-brand underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </FormCard>
  );
}
