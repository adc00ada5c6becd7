import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { FormCard } from '../../../components/ui/form-card';
import { PhoneSignUpForm } from '../components/phone-sign-up-form';

export default function SupplierSignUpPage() {
  return (
    <FormCard title="Supplier Sign Up">
      <PhoneSignUpForm kind="supplier" />
      <p className="text-sm text-stone-600">
        Already registered?{' '}
        <Link to={pages.signIn('supplier')} className="text-brand underline">
          Sign In
        </Link>
      </p>
    </FormCard>
  );
}
