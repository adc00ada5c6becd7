import { Outlet, ScrollRestoration } from 'react-router';
import { useT } from '../../i18n/use-t';

export function RootLayout() {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('shell.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
