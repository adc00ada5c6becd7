import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { googleReturnError } from '../google-return-error';

/** A message carried to a sign-in page: an error from Google's return, or a reset's success. */
export function Notice() {
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string } | null;
  const error = googleReturnError(params.get('error'));
  return (
    <>
      {error && <Alert kind="error">{error}</Alert>}
      {state?.notice && <Alert kind="success">{state.notice}</Alert>}
    </>
  );
}
