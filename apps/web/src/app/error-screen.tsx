import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { shellMessages as messages } from '@greenscape/shared/shell-messages';

/**
 * The default error screen of docs/product.md#screens: the heading, then the status and its text or
 * message.
 */
export function ErrorScreen() {
  const error = useRouteError();
  let status: number | undefined;
  let text: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    text = error.statusText || (typeof error.data === 'string' ? error.data : 'Error');
  } else if (error instanceof Error) {
    text = error.message;
  } else {
    text = String(error);
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-bold text-stone-900">{messages.unexpectedApplicationError}</h1>
      <p className="text-lg italic text-stone-700" data-testid="error-detail">
        {status !== undefined ? `${status} ${text}` : text}
      </p>
      <Link to={pages.home} className="text-brand underline">
        Back to the home page
      </Link>
    </main>
  );
}
