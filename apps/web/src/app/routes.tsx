import type { RouteObject } from 'react-router';
import { ErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// The public routes of docs/product.md#screens; the signed-in areas' are in app/area-routes.tsx.
// The paths are spelled here rather than built from packages/shared/src/pages.ts: the router is
// in the landing page's bundle, whose budget (scripts/bench-web.mjs) has no room for the calls.
// app/pages.test.ts holds the two together: each path of pages opens a page here or there, and
// each page here or there has its path in pages.ts.
const accountKinds = ['user', 'service-provider', 'supplier'] as const;
const queryLayout = lazyPage(() => import('./layouts/query-layout'));
const authTexts = ['common', 'auth'] as const;

const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(() => import('../features/auth/routes/user-sign-in-page'), authTexts),
  },
  {
    path: 'signup',
    lazy: lazyPage(() => import('../features/auth/routes/user-sign-up-page'), authTexts),
  },
  {
    path: 'login/admin',
    lazy: lazyPage(() => import('../features/auth/routes/admin-sign-in-page'), authTexts),
  },
  {
    path: 'login/service-provider',
    lazy: lazyPage(() => import('../features/auth/routes/partner-sign-in-page'), authTexts),
  },
  {
    path: 'login/supplier',
    lazy: lazyPage(() => import('../features/auth/routes/supplier-sign-in-page'), authTexts),
  },
  {
    path: 'login/service-provider/phone',
    lazy: lazyPage(() => import('../features/auth/routes/partner-phone-sign-in-page'), authTexts),
  },
  {
    path: 'login/supplier/phone',
    lazy: lazyPage(() => import('../features/auth/routes/supplier-phone-sign-in-page'), authTexts),
  },
  {
    path: 'signup/service-provider',
    lazy: lazyPage(() => import('../features/auth/routes/partner-sign-up-page'), authTexts),
  },
  {
    path: 'signup/supplier',
    lazy: lazyPage(() => import('../features/auth/routes/supplier-sign-up-page'), authTexts),
  },
  ...accountKinds.flatMap((kind) => [
    {
      path: `${kind}/resetpass`,
      lazy: lazyPage(() => import('../features/auth/routes/reset-password-page'), authTexts),
    },
    {
      path: `${kind}/updatepass`,
      lazy: lazyPage(() => import('../features/auth/routes/update-password-page'), authTexts),
    },
  ]),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../features/landing/routes/landing-page'), ['landing']),
          },
          {
            lazy: queryLayout,
            children: [
              ...authRoutes,
              {
                path: 'service-provider/quotation/:projectId',
                lazy: lazyPage(
                  () => import('../features/partner/routes/standalone-quotation-page'),
                  ['common', 'auth', 'partner'],
                ),
              },
              {
                path: 'service-provider/:partnerId',
                lazy: lazyPage(
                  () => import('../features/partner/routes/public-profile-page'),
                  ['common', 'partner'],
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
