import { useLocation, useSearchParams } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { googleReturnError } from '../google-return-error';

/**
 * A message carried to a sign-in page: an error from Google's return, a reset's success, or why
 * a signed-in page sent the visitor here (`next`, app/area-guard.ts, issue 18.8). A page Google
 * never returns to (the admin's) shows no `?error=` at all: anyone can write such a link.
 */
export function Notice({ googleReturn = true }: { googleReturn?: boolean }) {
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string } | null;
  const error = googleReturn ? googleReturnError(params.get('error')) : undefined;
  return (
    <>
      {error && <Alert kind="error">{error}</Alert>}
      {!error && params.get('next') && <Alert kind="success">{messages.unauthorized}</Alert>}
      {state?.notice && <Alert kind="success">{state.notice}</Alert>}
    </>
  );
}
