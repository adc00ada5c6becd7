import { useLocation, useSearchParams } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { googleReturnError } from '../google-return-error';

/**
 * A message carried to a sign-in page: an error from Google's return, a reset's success, or why
 * a signed-in page sent the visitor here (`next`, app/area-guard.ts, issue 18.8).
 */
export function Notice() {
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string } | null;
  const error = googleReturnError(params.get('error'));
  return (
    <>
      {error && <Alert kind="error">{error}</Alert>}
      {!error && params.get('next') && <Alert kind="success">{messages.unauthorized}</Alert>}
      {state?.notice && <Alert kind="success">{state.notice}</Alert>}
    </>
  );
}
