import type { RouteObject } from 'react-router';
import { requireRole } from './area-guard';
import { readEarly } from './early-read';
import { setLanguage } from '../i18n/language-store';
import { lazyPage } from './lazy-page';

// The routes of the four signed-in areas (docs/product.md#screens). They are not in the landing
// page's bundle: app/router.ts adds them to the root route on the first visit to an area's path.
// The admin and partner project pages carry the project id in the path so a reload or a shared
// link opens the same project (docs/decisions/0003-project-paths.md).
const customerReads = () => import('../features/user/api/first-reads');

const userRoutes: RouteObject = {
  path: 'user',
  loader: requireRole('user'),
  lazy: lazyPage(() => import('./layouts/user-layout'), ['common', 'auth', 'user']),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/user/routes/account-page')) },
    { path: 'profile', lazy: lazyPage(() => import('../features/user/routes/profile-page')) },
    {
      path: 'preferences',
      lazy: lazyPage(() => import('../features/notifications/routes/preferences-page')),
    },
    { path: 'details', lazy: lazyPage(() => import('../features/user/routes/details-page')) },
    {
      path: 'project',
      loader: readEarly('user', async () => (await customerReads()).readProjects),
      lazy: lazyPage(() => import('../features/user/routes/projects-page')),
    },
    {
      path: 'project/new',
      lazy: lazyPage(() => import('../features/user/routes/new-project-page')),
    },
    {
      path: 'project/:projectId',
      loader: readEarly('user', async () => (await customerReads()).readProject),
      // The project page sums up its payments in the ledger's words (docs/product.md#payments).
      lazy: lazyPage(() => import('../features/user/routes/project-page'), ['payments', 'care']),
      // The conversation after the pick, a section of the project page (its outlet).
      children: [
        {
          index: true,
          lazy: lazyPage(
            () => import('../features/conversation/routes/customer-conversation'),
            ['conversation'],
          ),
        },
      ],
    },
    { path: 'payment', lazy: lazyPage(() => import('../features/user/routes/payment-page')) },
    {
      path: 'payment/:projectId',
      lazy: lazyPage(() => import('../features/user/routes/project-payments-page'), ['payments']),
    },
    { path: 'support', lazy: lazyPage(() => import('../features/user/routes/support-page')) },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin',
  loader: requireRole('admin'),
  // The admin's screens are English (docs/product.md#languages) whatever this browser chose for
  // the others; the choice itself stays in the browser for its next visit.
  lazy: async () => {
    await setLanguage('en', false);
    return lazyPage(() => import('./layouts/admin-layout'), ['common'])();
  },
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
      path: 'payments',
      lazy: lazyPage(() => import('../features/admin/routes/payments-page'), ['payments']),
    },
    {
      path: 'after-care',
      lazy: lazyPage(() => import('../features/admin/routes/after-care-page'), ['care']),
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
        {
          path: 'execution',
          lazy: lazyPage(() => import('../features/admin/routes/project-execution-page')),
        },
        {
          path: 'payments',
          lazy: lazyPage(
            () => import('../features/admin/routes/project-payments-page'),
            ['payments'],
          ),
        },
        {
          path: 'warranty',
          lazy: lazyPage(() => import('../features/admin/routes/project-warranty-page'), ['care']),
        },
        {
          path: 'care',
          lazy: lazyPage(() => import('../features/admin/routes/project-care-page'), ['care']),
        },
        ...['first', 'second', 'third'].map((ordinal) => ({
          path: `quotation/${ordinal}`,
          lazy: lazyPage(() => import('../features/admin/routes/partner-quotation-page')),
        })),
        {
          path: 'conversation',
          lazy: lazyPage(
            () => import('../features/conversation/routes/admin-conversation-page'),
            ['conversation'],
          ),
        },
      ],
    },
  ],
};

const partnerRoutes: RouteObject = {
  path: 'service-provider',
  loader: requireRole('service-provider'),
  lazy: lazyPage(() => import('./layouts/partner-layout'), ['common', 'auth', 'partner']),
  children: [
    {
      index: true,
      lazy: lazyPage(() => import('../features/partner/routes/new-projects-page'), ['care']),
    },
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
      path: 'preferences',
      lazy: lazyPage(() => import('../features/notifications/routes/preferences-page')),
    },
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
          path: 'messages',
          lazy: lazyPage(
            () => import('../features/conversation/routes/partner-conversation-page'),
            ['conversation'],
          ),
        },
        {
          path: 'payments',
          lazy: lazyPage(
            () => import('../features/partner/routes/project-payments-page'),
            ['payments'],
          ),
        },
        {
          path: 'site-visit',
          lazy: lazyPage(() => import('../features/partner/routes/project-site-visit-page')),
        },
        {
          path: 'milestones',
          lazy: lazyPage(() => import('../features/partner/routes/project-milestones-page')),
        },
        {
          path: 'warranty',
          lazy: lazyPage(
            () => import('../features/partner/routes/project-warranty-page'),
            ['care'],
          ),
        },
        {
          path: 'care',
          lazy: lazyPage(() => import('../features/partner/routes/project-care-page'), ['care']),
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
      path: 'preferences',
      lazy: lazyPage(() => import('../features/notifications/routes/preferences-page')),
    },
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

export const areaRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./layouts/query-layout')),
    children: [userRoutes, adminRoutes, partnerRoutes, supplierRoutes],
  },
];
