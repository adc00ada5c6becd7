import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { FormCard } from '../../../components/ui/form-card';
import { PhoneSignUpForm } from '../components/phone-sign-up-form';

export default function PartnerSignUpPage() {
  return (
    <FormCard title="Service Partner Sign Up">
      <PhoneSignUpForm kind="service-provider" />
      <p className="text-sm text-stone-600">
        Already registered?{' '}
        <Link to={pages.signIn('service-provider')} className="text-brand underline">
          Sign In
        </Link>
      </p>
    </FormCard>
  );
}
