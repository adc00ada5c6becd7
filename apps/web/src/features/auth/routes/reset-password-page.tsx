import { useLocation } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { ResetForm } from '../components/reset-form';
import { kindOfPath } from '../sign-in-paths';

/**
 * One screen for the three kinds of account, the kind taken from the path
 * (docs/product.md#screens).
 */
export default function ResetPasswordPage() {
  const t = useT();
  const kind = kindOfPath(useLocation().pathname);
  return (
    <FormCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <ResetForm key={kind} kind={kind} />
    </FormCard>
  );
}
