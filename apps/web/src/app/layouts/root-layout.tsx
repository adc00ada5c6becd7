import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
