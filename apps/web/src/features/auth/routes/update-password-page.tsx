import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { useT } from '../../../i18n/use-t';
import { resetSessionQuery } from '../api/reset-password';
import { UpdatePasswordForm } from '../components/update-password-form';
import { kindOfPath, signInPathOf } from '../sign-in-paths';

/**
 * Reachable only in the short session a reset code opened; otherwise back to sign-in
 * (docs/product.md#sign-in).
 */
export default function UpdatePasswordPage() {
  const t = useT();
  const kind = kindOfPath(useLocation().pathname);
  const session = useQuery(resetSessionQuery(kind));
  if (session.isPending) {
    return (
      <p role="status" className="p-8 text-center text-stone-600">
        {t('auth.update.checking')}
      </p>
    );
  }
  if (session.isError) {
    return <Navigate to={signInPathOf(kind)} replace state={{ notice: session.error.message }} />;
  }
  return (
    <FormCard
      title={t('auth.update.title')}
      intro={t('auth.update.intro', { phone: session.data.phone })}
    >
      <UpdatePasswordForm kind={kind} />
    </FormCard>
  );
}
