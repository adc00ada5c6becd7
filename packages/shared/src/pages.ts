import type { AccountKind } from './schemas/auth';

// Every page of the web app, for the router (apps/web/src/app/routes.tsx), the links between
// screens, the server's redirects and SMS links, and the browser tests: a page's path is spelled
// here once. `pagePatterns` are the router's patterns; `pages` builds the paths to open, with
// each id URL-encoded.

export type SignInKind = AccountKind | 'admin';
export type ProjectTab = 'new' | 'inprogress' | 'completed';
/** The admin's pages of a project's three released quotations, by position. */
export const quotationOrdinals = ['first', 'second', 'third'] as const;
export type QuotationOrdinal = (typeof quotationOrdinals)[number];

const id = (value: string) => encodeURIComponent(value);

const signInPaths = {
  user: '/login',
  admin: '/login/admin',
  'service-provider': '/login/service-provider',
  supplier: '/login/supplier',
} as const satisfies Record<SignInKind, string>;

const signUpPaths = {
  user: '/signup',
  'service-provider': '/signup/service-provider',
  supplier: '/signup/supplier',
} as const satisfies Record<AccountKind, string>;

const tabSuffix = { new: '', inprogress: '/inprogress', completed: '/completed' } as const;

/** Where each kind of account lands once signed in, and the form of an unfinished profile. */
const accountHomes = {
  user: '/user',
  'service-provider': '/service-provider',
  supplier: '/supplier',
} as const satisfies Record<AccountKind, string>;
const profileForms = {
  user: '/user/details',
  'service-provider': '/service-provider/update',
  supplier: '/supplier/update',
} as const satisfies Record<AccountKind, string>;

export const pages = {
  home: '/',
  /** A section of the landing page, e.g. '/#services'. */
  landingSection: (section: string) => `/#${section}`,

  signIn: <K extends SignInKind = 'user'>(kind?: K) => signInPaths[kind ?? 'user'],
  /** The sign-in with an error shown, as the Google callback redirects on failure. */
  signInWithError: (kind: SignInKind, message: string) =>
    `${signInPaths[kind]}?error=${encodeURIComponent(message)}`,
  /**
   * The sign-in of a signed-in page's area for a visitor without a session, with the page to
   * open after it (checked by return-target.ts before it is followed).
   */
  signInThenBack: (kind: SignInKind, next: string) =>
    `${signInPaths[kind]}?next=${encodeURIComponent(next)}`,
  phoneSignIn: (kind: 'service-provider' | 'supplier') => `${signInPaths[kind]}/phone` as const,
  signUp: <K extends AccountKind = 'user'>(kind?: K) => signUpPaths[kind ?? 'user'],
  resetPassword: <K extends AccountKind>(kind: K) => `/${kind}/resetpass` as const,
  updatePassword: <K extends AccountKind>(kind: K) => `/${kind}/updatepass` as const,
  accountHome: <K extends AccountKind>(kind: K) => accountHomes[kind],
  profileForm: <K extends AccountKind>(kind: K) => profileForms[kind],

  userHome: '/user',
  userProfile: '/user/profile',
  userDetails: '/user/details',
  userProjects: '/user/project',
  userNewProject: '/user/project/new',
  userProject: (projectId: string) => `/user/project/${id(projectId)}`,
  /** The project page at its conversation, the section with id `messages`. */
  userProjectMessages: (projectId: string) => `/user/project/${id(projectId)}#messages`,
  userPayment: '/user/payment',
  /** One project's ledger, where the customer pays and reports a payment. */
  userProjectPayments: (projectId: string) => `/user/payment/${id(projectId)}`,
  userSupport: '/user/support',
  /** How each account is told (docs/messaging.md): the same page in each area. */
  userPreferences: '/user/preferences',
  partnerPreferences: '/service-provider/preferences',
  supplierPreferences: '/supplier/preferences',

  adminHome: '/admin',
  adminTab: (tab: ProjectTab) => `/admin${tabSuffix[tab]}` as const,
  adminPartners: '/admin/partners',
  adminSuppliers: '/admin/suppliers',
  adminCustomers: '/admin/customers',
  adminSupport: '/admin/support',
  /** Payments reported by customers, waiting for the team to confirm them. */
  adminPayments: '/admin/payments',
  adminProject: (projectId: string) => `/admin/project/${id(projectId)}`,
  adminQuotationBuilder: (projectId: string) => `/admin/project/${id(projectId)}/quotation`,
  adminShareQuotation: (projectId: string) => `/admin/project/${id(projectId)}/share`,
  /** The project's conversation (docs/product.md#conversation). */
  adminProjectConversation: (projectId: string) => `/admin/project/${id(projectId)}/conversation`,
  adminPartnerQuotation: (projectId: string, ordinal: QuotationOrdinal) =>
    `/admin/project/${id(projectId)}/quotation/${ordinal}`,
  /** The site visit, the work plan and the milestones' states. */
  adminProjectExecution: (projectId: string) => `/admin/project/${id(projectId)}/execution`,
  /** The ledger, the schedule, the partner's payouts and the documents. */
  adminProjectPayments: (projectId: string) => `/admin/project/${id(projectId)}/payments`,
  /** The warranty claims and the care plan after completion. */
  adminProjectWarranty: (projectId: string) => `/admin/project/${id(projectId)}/warranty`,
  adminProjectCare: (projectId: string) => `/admin/project/${id(projectId)}/care`,
  /** Warranty claims not yet fixed and care visits missed, across projects. */
  adminAfterCare: '/admin/after-care',

  partnerHome: '/service-provider',
  partnerTab: (tab: ProjectTab) => `/service-provider${tabSuffix[tab]}` as const,
  partnerAccount: '/service-provider/account',
  partnerUpdateProfile: '/service-provider/updateprofile',
  partnerDetails: '/service-provider/details',
  partnerUpdate: '/service-provider/update',
  partnerOwnPublicProfile: (partnerId: string) =>
    `/service-provider/publicprofile/${id(partnerId)}`,
  partnerProject: (projectId: string) => `/service-provider/project/${id(projectId)}`,
  partnerProjectQuotation: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/quotation`,
  /** The conversation of a project the partner won (docs/product.md#conversation). */
  partnerProjectMessages: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/messages`,
  partnerProjectPayments: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/payments`,
  /** The selected partner's site visit and milestones. */
  partnerProjectSiteVisit: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/site-visit`,
  partnerProjectMilestones: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/milestones`,
  /** The selected partner's warranty claims and care visits after completion. */
  partnerProjectWarranty: (projectId: string) =>
    `/service-provider/project/${id(projectId)}/warranty`,
  partnerProjectCare: (projectId: string) => `/service-provider/project/${id(projectId)}/care`,
  /**
   * The quotation form outside the workspace, which a partner opens from the invitation SMS
   * (apps/server/src/modules/quotations/admin-routes.ts): the token signs them in for it alone.
   */
  partnerQuotation: (projectId: string, inviteToken?: string) =>
    `/service-provider/quotation/${id(projectId)}` +
    (inviteToken === undefined ? '' : `?invite=${encodeURIComponent(inviteToken)}`),
  /** A partner's public profile, open to anyone. */
  publicProfile: (partnerId: string) => `/service-provider/${id(partnerId)}`,

  supplierHome: '/supplier',
  supplierAccount: '/supplier/account',
  supplierUpdate: '/supplier/update',
  supplierCosting: '/supplier/costing',
  supplierUpdateCosting: '/supplier/updatecosting',
} as const;

/**
 * The router's patterns of the pages with parameters, as React Router writes them. The admin's
 * three quotation pages are three fixed paths, quotationOrdinals, not a parameter: a fourth is
 * no page.
 */
export const pagePatterns = {
  userProject: '/user/project/:projectId',
  userProjectPayments: '/user/payment/:projectId',
  adminProject: '/admin/project/:projectId',
  adminQuotationBuilder: '/admin/project/:projectId/quotation',
  adminProjectConversation: '/admin/project/:projectId/conversation',
  adminShareQuotation: '/admin/project/:projectId/share',
  adminProjectExecution: '/admin/project/:projectId/execution',
  adminProjectPayments: '/admin/project/:projectId/payments',
  adminProjectWarranty: '/admin/project/:projectId/warranty',
  adminProjectCare: '/admin/project/:projectId/care',
  partnerOwnPublicProfile: '/service-provider/publicprofile/:partnerId',
  partnerProject: '/service-provider/project/:projectId',
  partnerProjectQuotation: '/service-provider/project/:projectId/quotation',
  partnerProjectMessages: '/service-provider/project/:projectId/messages',
  partnerProjectPayments: '/service-provider/project/:projectId/payments',
  partnerProjectSiteVisit: '/service-provider/project/:projectId/site-visit',
  partnerProjectMilestones: '/service-provider/project/:projectId/milestones',
  partnerProjectWarranty: '/service-provider/project/:projectId/warranty',
  partnerProjectCare: '/service-provider/project/:projectId/care',
  partnerQuotation: '/service-provider/quotation/:projectId',
  publicProfile: '/service-provider/:partnerId',
  resetPassword: '/:kind/resetpass',
  updatePassword: '/:kind/updatepass',
} as const;
