import { useLocation, useSearchParams } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { useLocalize } from '../../../i18n/use-t';
import { googleReturnError } from '../google-return-error';

/**
 * A message carried to a sign-in page: an error from Google's return, a reset's success, or why
 * a signed-in page sent the visitor here (`next`, app/area-guard.ts). A page Google
 * never returns to (the admin's) shows no `?error=` at all: anyone can write such a link.
 * Google's return and the guard's reason are the shared English texts, shown in the page's
 * language; a reset's notice is the server's answer, already in it, and passes unchanged.
 */
export function Notice({ googleReturn = true }: { googleReturn?: boolean }) {
  const localize = useLocalize();
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string } | null;
  const error = googleReturn ? googleReturnError(params.get('error')) : undefined;
  return (
    <>
      {error && <Alert kind="error">{localize(error)}</Alert>}
      {!error && params.get('next') && (
        <Alert kind="success">{localize(messages.unauthorized)}</Alert>
      )}
      {state?.notice && <Alert kind="success">{localize(state.notice)}</Alert>}
    </>
  );
}
