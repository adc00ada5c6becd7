import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { useT } from '../i18n/use-t';

/**
 * The default error screen of docs/product.md#screens: the heading, then the status and its text or
 * message.
 */
export function ErrorScreen() {
  const t = useT();
  const error = useRouteError();
  let status: number | undefined;
  let text: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    text =
      error.statusText || (typeof error.data === 'string' ? error.data : t('shell.error.generic'));
  } else if (error instanceof Error) {
    text = error.message;
  } else {
    text = String(error);
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-bold text-stone-900">{t('shell.error.unexpected')}</h1>
      <p className="text-lg italic text-stone-700" data-testid="error-detail">
        {status !== undefined ? [status, text].join(' ') : text}
      </p>
      <Link to={pages.home} className="text-brand underline">
        {t('shell.error.backHome')}
      </Link>
    </main>
  );
}
