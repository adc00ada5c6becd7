import { useLocation } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { ResetForm } from '../components/reset-form';
import { kindOfPath } from '../sign-in-paths';

/**
 * One screen for the three kinds of account, the kind taken from the path
 * (docs/product.md#screens).
 */
export default function ResetPasswordPage() {
  const kind = kindOfPath(useLocation().pathname);
  return (
    <FormCard
      title="Forgot Password"
      intro="Enter the phone number of your account to receive a one-time code."
    >
      <ResetForm key={kind} kind={kind} />
    </FormCard>
  );
}
