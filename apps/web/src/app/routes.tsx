import type { RouteObject } from 'react-router';
import { pagePatterns, pages, quotationOrdinals } from '@greenscape/shared/pages';
import { requireRole } from './area-guard';
import { ErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

// Every route of SPEC §2. The admin and partner project pages carry the project id in the path
// so a reload or a shared link opens the same project (docs/decisions/0003-project-paths.md).
const accountKinds = ['user', 'service-provider', 'supplier'] as const;

/**
 * A route's path relative to its parent's, from the full path of packages/shared/src/pages.ts,
 * where every page's path is spelled once.
 */
function under(parent: string, full: string): string {
  const prefix = `${parent.replace(/\/$/, '')}/`;
  if (!full.startsWith(prefix)) {
    throw new Error(`${full} is not under ${parent}`);
  }
  return full.slice(prefix.length);
}

const authRoutes: RouteObject[] = [
  {
    path: under(pages.home, pages.signIn()),
    lazy: lazyPage(() => import('../features/auth/routes/user-sign-in-page')),
  },
  {
    path: under(pages.home, pages.signUp()),
    lazy: lazyPage(() => import('../features/auth/routes/user-sign-up-page')),
  },
  {
    path: under(pages.home, pages.signIn('admin')),
    lazy: lazyPage(() => import('../features/auth/routes/admin-sign-in-page')),
  },
  {
    path: under(pages.home, pages.signIn('service-provider')),
    lazy: lazyPage(() => import('../features/auth/routes/partner-sign-in-page')),
  },
  {
    path: under(pages.home, pages.signIn('supplier')),
    lazy: lazyPage(() => import('../features/auth/routes/supplier-sign-in-page')),
  },
  {
    path: under(pages.home, pages.phoneSignIn('service-provider')),
    lazy: lazyPage(() => import('../features/auth/routes/partner-phone-sign-in-page')),
  },
  {
    path: under(pages.home, pages.phoneSignIn('supplier')),
    lazy: lazyPage(() => import('../features/auth/routes/supplier-phone-sign-in-page')),
  },
  {
    path: under(pages.home, pages.signUp('service-provider')),
    lazy: lazyPage(() => import('../features/auth/routes/partner-sign-up-page')),
  },
  {
    path: under(pages.home, pages.signUp('supplier')),
    lazy: lazyPage(() => import('../features/auth/routes/supplier-sign-up-page')),
  },
  ...accountKinds.flatMap((kind) => [
    {
      path: under(pages.home, pages.resetPassword(kind)),
      lazy: lazyPage(() => import('../features/auth/routes/reset-password-page')),
    },
    {
      path: under(pages.home, pages.updatePassword(kind)),
      lazy: lazyPage(() => import('../features/auth/routes/update-password-page')),
    },
  ]),
];

const userRoutes: RouteObject = {
  path: under(pages.home, pages.userHome),
  loader: requireRole('user'),
  lazy: lazyPage(() => import('./layouts/user-layout')),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/user/routes/account-page')) },
    {
      path: under(pages.userHome, pages.userProfile),
      lazy: lazyPage(() => import('../features/user/routes/profile-page')),
    },
    {
      path: under(pages.userHome, pages.userDetails),
      lazy: lazyPage(() => import('../features/user/routes/details-page')),
    },
    {
      path: under(pages.userHome, pages.userProjects),
      lazy: lazyPage(() => import('../features/user/routes/projects-page')),
    },
    {
      path: under(pages.userHome, pages.userNewProject),
      lazy: lazyPage(() => import('../features/user/routes/new-project-page')),
    },
    {
      path: under(pages.userHome, pagePatterns.userProject),
      lazy: lazyPage(() => import('../features/user/routes/project-page')),
    },
    {
      path: under(pages.userHome, pages.userPayment),
      lazy: lazyPage(() => import('../features/user/routes/payment-page')),
    },
    {
      path: under(pages.userHome, pages.userSupport),
      lazy: lazyPage(() => import('../features/user/routes/support-page')),
    },
  ],
};

// Any project id: the admin's three quotation pages have the same path under every project.
const projectParam = 'p';

const adminRoutes: RouteObject = {
  path: under(pages.home, pages.adminHome),
  loader: requireRole('admin'),
  lazy: lazyPage(() => import('./layouts/admin-layout')),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/admin/routes/new-projects-page')) },
    {
      path: under(pages.adminHome, pages.adminTab('inprogress')),
      lazy: lazyPage(() => import('../features/admin/routes/in-progress-projects-page')),
    },
    {
      path: under(pages.adminHome, pages.adminTab('completed')),
      lazy: lazyPage(() => import('../features/admin/routes/completed-projects-page')),
    },
    {
      path: under(pages.adminHome, pages.adminPartners),
      lazy: lazyPage(() => import('../features/admin/routes/partners-page')),
    },
    {
      path: under(pages.adminHome, pages.adminSuppliers),
      lazy: lazyPage(() => import('../features/admin/routes/suppliers-page')),
    },
    {
      path: under(pages.adminHome, pages.adminCustomers),
      lazy: lazyPage(() => import('../features/admin/routes/customers-page')),
    },
    {
      path: under(pages.adminHome, pages.adminSupport),
      lazy: lazyPage(() => import('../features/admin/routes/support-inbox-page')),
    },
    {
      path: under(pages.adminHome, pagePatterns.adminProject),
      lazy: lazyPage(() => import('../features/admin/routes/project-layout')),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/admin/routes/project-info-page')) },
        {
          path: under(pagePatterns.adminProject, pagePatterns.adminQuotationBuilder),
          lazy: lazyPage(() => import('../features/admin/routes/quotation-builder-page')),
        },
        {
          path: under(pagePatterns.adminProject, pagePatterns.adminShareQuotation),
          lazy: lazyPage(() => import('../features/admin/routes/send-quotation-page')),
        },
        ...quotationOrdinals.map((ordinal) => ({
          path: under(
            pages.adminProject(projectParam),
            pages.adminPartnerQuotation(projectParam, ordinal),
          ),
          lazy: lazyPage(() => import('../features/admin/routes/partner-quotation-page')),
        })),
      ],
    },
  ],
};

const partnerRoutes: RouteObject = {
  path: under(pages.home, pages.partnerHome),
  loader: requireRole('service-provider'),
  lazy: lazyPage(() => import('./layouts/partner-layout')),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/partner/routes/new-projects-page')) },
    {
      path: under(pages.partnerHome, pages.partnerTab('inprogress')),
      lazy: lazyPage(() => import('../features/partner/routes/in-progress-projects-page')),
    },
    {
      path: under(pages.partnerHome, pages.partnerTab('completed')),
      lazy: lazyPage(() => import('../features/partner/routes/completed-projects-page')),
    },
    {
      path: under(pages.partnerHome, pages.partnerAccount),
      lazy: lazyPage(() => import('../features/partner/routes/account-page')),
    },
    {
      path: under(pages.partnerHome, pages.partnerUpdateProfile),
      lazy: lazyPage(() => import('../features/partner/routes/update-profile-page')),
    },
    {
      path: under(pages.partnerHome, pages.partnerDetails),
      lazy: lazyPage(() => import('../features/partner/routes/complete-profile-page')),
    },
    {
      path: under(pages.partnerHome, pages.partnerUpdate),
      lazy: lazyPage(() => import('../features/partner/routes/complete-profile-page')),
    },
    {
      path: under(pages.partnerHome, pagePatterns.partnerOwnPublicProfile),
      lazy: lazyPage(() => import('../features/partner/routes/own-public-profile-page')),
    },
    {
      path: under(pages.partnerHome, pagePatterns.partnerProject),
      lazy: lazyPage(() => import('../features/partner/routes/project-layout')),
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('../features/partner/routes/project-info-page')),
        },
        {
          path: under(pagePatterns.partnerProject, pagePatterns.partnerProjectQuotation),
          lazy: lazyPage(() => import('../features/partner/routes/project-quotation-page')),
        },
        {
          path: under(pagePatterns.partnerProject, pagePatterns.partnerProjectPayments),
          lazy: lazyPage(() => import('../features/partner/routes/project-payments-page')),
        },
      ],
    },
  ],
};

const supplierRoutes: RouteObject = {
  path: under(pages.home, pages.supplierHome),
  loader: requireRole('supplier'),
  lazy: lazyPage(() => import('./layouts/supplier-layout')),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/supplier/routes/account-page')) },
    {
      path: under(pages.supplierHome, pages.supplierAccount),
      lazy: lazyPage(() => import('../features/supplier/routes/account-page')),
    },
    {
      path: under(pages.supplierHome, pages.supplierUpdate),
      lazy: lazyPage(() => import('../features/supplier/routes/update-profile-page')),
    },
    {
      path: under(pages.supplierHome, pages.supplierCosting),
      lazy: lazyPage(() => import('../features/supplier/routes/material-costing-page')),
    },
    {
      path: under(pages.supplierHome, pages.supplierUpdateCosting),
      lazy: lazyPage(() => import('../features/supplier/routes/update-costing-page')),
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: pages.home,
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/landing/routes/landing-page')) },
          ...authRoutes,
          {
            path: under(pages.home, pagePatterns.partnerQuotation),
            lazy: lazyPage(() => import('../features/partner/routes/standalone-quotation-page')),
          },
          {
            path: under(pages.home, pagePatterns.publicProfile),
            lazy: lazyPage(() => import('../features/partner/routes/public-profile-page')),
          },
        ],
      },
      userRoutes,
      adminRoutes,
      partnerRoutes,
      supplierRoutes,
    ],
  },
];
