import type { RouteObject } from 'react-router';
import { requireRole } from './area-guard';
import { ErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// Every route of docs/product.md#screens. The admin and partner project pages carry the project id
// in the path
// so a reload or a shared link opens the same project (docs/decisions/0003-project-paths.md).
// The paths are spelled here rather than built from packages/shared/src/pages.ts: the router is
// in the landing page's bundle, whose budget (scripts/bench-web.mjs) has no room for the calls.
// app/pages.test.ts holds the two together: each path of pages opens a page here, and each page
// here has its path there.
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

const userRoutes: RouteObject = {
  path: 'user',
  loader: requireRole('user'),
  lazy: lazyPage(() => import('./layouts/user-layout'), ['common', 'auth', 'user']),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/user/routes/account-page')) },
    { path: 'profile', lazy: lazyPage(() => import('../features/user/routes/profile-page')) },
    { path: 'details', lazy: lazyPage(() => import('../features/user/routes/details-page')) },
    { path: 'project', lazy: lazyPage(() => import('../features/user/routes/projects-page')) },
    {
      path: 'project/new',
      lazy: lazyPage(() => import('../features/user/routes/new-project-page')),
    },
    {
      path: 'project/:projectId',
      lazy: lazyPage(() => import('../features/user/routes/project-page')),
    },
    { path: 'payment', lazy: lazyPage(() => import('../features/user/routes/payment-page')) },
    { path: 'support', lazy: lazyPage(() => import('../features/user/routes/support-page')) },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin',
  loader: requireRole('admin'),
  lazy: lazyPage(() => import('./layouts/admin-layout'), ['common']),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/admin/routes/new-projects-page')) },
    {
      path: 'inprogress',
      lazy: lazyPage(() => import('../features/admin/routes/in-progress-projects-page')),
    },
    {
      path: 'completed',
      lazy: lazyPage(() => import('../features/admin/routes/completed-projects-page')),
    },
    { path: 'partners', lazy: lazyPage(() => import('../features/admin/routes/partners-page')) },
    { path: 'suppliers', lazy: lazyPage(() => import('../features/admin/routes/suppliers-page')) },
    { path: 'customers', lazy: lazyPage(() => import('../features/admin/routes/customers-page')) },
    {
      path: 'support',
      lazy: lazyPage(() => import('../features/admin/routes/support-inbox-page')),
    },
    {
      path: 'project/:projectId',
      lazy: lazyPage(() => import('../features/admin/routes/project-layout')),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/admin/routes/project-info-page')) },
        {
          path: 'quotation',
          lazy: lazyPage(() => import('../features/admin/routes/quotation-builder-page')),
        },
        {
          path: 'share',
          lazy: lazyPage(() => import('../features/admin/routes/send-quotation-page')),
        },
        ...['first', 'second', 'third'].map((ordinal) => ({
          path: `quotation/${ordinal}`,
          lazy: lazyPage(() => import('../features/admin/routes/partner-quotation-page')),
        })),
      ],
    },
  ],
};

const partnerRoutes: RouteObject = {
  path: 'service-provider',
  loader: requireRole('service-provider'),
  lazy: lazyPage(() => import('./layouts/partner-layout'), ['common', 'auth', 'partner']),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/partner/routes/new-projects-page')) },
    {
      path: 'inprogress',
      lazy: lazyPage(() => import('../features/partner/routes/in-progress-projects-page')),
    },
    {
      path: 'completed',
      lazy: lazyPage(() => import('../features/partner/routes/completed-projects-page')),
    },
    { path: 'account', lazy: lazyPage(() => import('../features/partner/routes/account-page')) },
    {
      path: 'updateprofile',
      lazy: lazyPage(() => import('../features/partner/routes/update-profile-page')),
    },
    {
      path: 'details',
      lazy: lazyPage(() => import('../features/partner/routes/complete-profile-page')),
    },
    {
      path: 'update',
      lazy: lazyPage(() => import('../features/partner/routes/complete-profile-page')),
    },
    {
      path: 'publicprofile/:partnerId',
      lazy: lazyPage(() => import('../features/partner/routes/own-public-profile-page')),
    },
    {
      path: 'project/:projectId',
      lazy: lazyPage(() => import('../features/partner/routes/project-layout')),
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('../features/partner/routes/project-info-page')),
        },
        {
          path: 'quotation',
          lazy: lazyPage(() => import('../features/partner/routes/project-quotation-page')),
        },
        {
          path: 'payments',
          lazy: lazyPage(() => import('../features/partner/routes/project-payments-page')),
        },
      ],
    },
  ],
};

const supplierRoutes: RouteObject = {
  path: 'supplier',
  loader: requireRole('supplier'),
  lazy: lazyPage(() => import('./layouts/supplier-layout'), ['common', 'auth', 'supplier']),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/supplier/routes/account-page')) },
    { path: 'account', lazy: lazyPage(() => import('../features/supplier/routes/account-page')) },
    {
      path: 'update',
      lazy: lazyPage(() => import('../features/supplier/routes/update-profile-page')),
    },
    {
      path: 'costing',
      lazy: lazyPage(() => import('../features/supplier/routes/material-costing-page')),
    },
    {
      path: 'updatecosting',
      lazy: lazyPage(() => import('../features/supplier/routes/update-costing-page')),
    },
  ],
};

export const routes: RouteObject[] = [
  {
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
      { lazy: queryLayout, children: [userRoutes, adminRoutes, partnerRoutes, supplierRoutes] },
    ],
  },
];
