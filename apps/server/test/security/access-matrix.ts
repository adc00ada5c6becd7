import { accountsApi } from '@greenscape/shared/contract/accounts';
import { auditApi } from '@greenscape/shared/contract/audit';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { authApi, phoneAccountApi, resetApi } from '@greenscape/shared/contract/auth';
import { otpApi } from '@greenscape/shared/contract/otp';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import { documentsApi } from '@greenscape/shared/contract/documents';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import { supportApi } from '@greenscape/shared/contract/support';
import { systemApi } from '@greenscape/shared/contract/system';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { actors, type Actor, type World } from './world';
import { quotationsApi } from '@greenscape/shared/contract/quotations';
import { warrantyApi } from '@greenscape/shared/contract/warranty';
import { careApi } from '@greenscape/shared/contract/care';

// Who may call each /api route (OWASP API1 and API5, docs/security.md). Every route the server
// registers must have an entry here; the test fails on a route without one.
//
// 'ok' means the request got past authentication and authorization: any answer but 401, 403, 404
// and 5xx (a 400 or 409 about the body or the project's state still proves access was granted).
// The path's placeholders are filled from customer A's project and the invited partner, so a
// 403 means "not your id" and a 404 "not your object".

export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Record<Actor, Outcome>;

export type Entry = {
  /** The path with {placeholders} when a param needs a value other than the default. */
  path?: string;
  body?: (w: World) => unknown;
  /** The body is a multipart upload of one small PNG. */
  upload?: boolean;
  /**
   * Where a malformed body changes the outcome for some callers (their refusal came from the
   * body's content, not from who they are). Everything else must be refused exactly as with a
   * good body: authorization comes before validation (docs/security.md).
   */
  malformed?: Partial<Expectation>;
  /** Signs in or out, so it runs after every other entry. */
  touchesSessions?: boolean;
  expect: Expectation;
};

const everyone = (outcome: Outcome): Expectation =>
  Object.fromEntries(actors.map((a) => [a, outcome])) as Expectation;
/** The named actors get their outcome; the others have no session of that role: 401. */
const only = (allowed: Partial<Expectation>): Expectation => ({ ...everyone(401), ...allowed });

const customerOwn = only({ customerA: 'ok', customerB: 403 });
const customers = only({ customerA: 'ok', customerB: 'ok' });
const partners = only({ partnerInvited: 'ok', partnerOther: 'ok' });
const partnerOwn = only({ partnerInvited: 'ok', partnerOther: 403 });
const admin = only({ admin: 'ok' });
const signedIn: Expectation = { ...everyone('ok'), anonymous: 401 };
const projectPhoto: Expectation = {
  anonymous: 404,
  customerA: 'ok',
  customerB: 404,
  partnerInvited: 'ok',
  partnerOther: 404,
  supplier: 404,
  admin: 'ok',
};

const details = {
  name: 'Someone',
  phone: '9711000055',
  city: 'Pune',
  address: '3 Road',
  postalCode: '411003',
};
const newProject = { service: 'landscaping', budget: '2-3L', desc: 'A small lawn' };

// The site visit and the milestones: on customer A's picked project, whose selected
// partner is the invited one (world.ts). A signed-in caller of a role that never does the step
// gets 403; of a role that may, but not taking part, 404 (modules/access/participants.ts).
const participants = (allowed: ('customerA' | 'partnerInvited' | 'admin')[]): Expectation => {
  const roleOf = { customerA: 'user', partnerInvited: 'sp', admin: 'admin' } as const;
  const roles = new Set(allowed.map((a) => roleOf[a]));
  return {
    anonymous: 401,
    customerA: roles.has('user') ? 'ok' : 403,
    customerB: roles.has('user') ? 404 : 403,
    partnerInvited: roles.has('sp') ? 'ok' : 403,
    partnerOther: roles.has('sp') ? 404 : 403,
    supplier: 403,
    admin: roles.has('admin') ? 'ok' : 403,
  };
};
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
const picked = (suffix: string) => `/api/projects/{pickedProject}${suffix}`;
const site = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: '27' };
const executionEntries: Record<string, Entry> = {
  // The warranty: the customer reports (refused by the rule before completion, 409), each
  // change by its one role, which the change's body names; so a malformed body is refused (400)
  // before the customer's and the partner's role is weighed against it.
  [routeKey(warrantyApi.claims)]: {
    path: picked('/warranty-claims'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(warrantyApi.openClaim)]: {
    path: picked('/warranty-claims'),
    body: () => ({ text: 'The lawn is patchy' }),
    expect: participants(['customerA']),
  },
  [routeKey(warrantyApi.changeClaim)]: {
    path: picked('/warranty-claims/{claim}'),
    body: () => ({ visitOn: indiaToday() }),
    malformed: { customerA: 'ok', partnerInvited: 'ok' },
    expect: {
      ...participants(['customerA', 'partnerInvited', 'admin']),
      customerA: 403,
      partnerInvited: 403,
    },
  },
  // Care plans: the team offers (refused by the rule before completion, 409), the customer
  // decides, moves a visit; the partner logs one, which the change's body names; the lists under
  // each caller's own id.
  [routeKey(careApi.plan)]: {
    path: picked('/care-plan'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(careApi.offerPlan)]: {
    path: picked('/care-plan'),
    body: () => ({ visitsPerMonth: 4, months: 3, monthlyFee: 2000, startOn: indiaToday() }),
    expect: participants(['admin']),
  },
  [routeKey(careApi.decidePlan)]: {
    path: picked('/care-plan'),
    body: () => ({ decision: 'decline' }),
    expect: participants(['customerA']),
  },
  [routeKey(careApi.changeVisit)]: {
    path: picked('/care-plan/visits/{careVisit}'),
    body: () => ({ on: indiaToday() }),
    malformed: { partnerInvited: 'ok' },
    expect: { ...participants(['customerA', 'partnerInvited']), partnerInvited: 403 },
  },
  [routeKey(careApi.upcoming)]: { expect: partnerOwn },
  [routeKey(careApi.afterCare)]: { expect: admin },
  // Where the garden is: the customer (refused by the rule after the pick, 409) and the team.
  [routeKey(projectsApi.changeSite)]: {
    path: picked('/site'),
    body: () => site,
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(executionApi.siteVisit)]: {
    path: picked('/site-visit'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(executionApi.proposeSiteVisit)]: {
    path: picked('/site-visit'),
    body: () => ({ slots: [inDays(2)] }),
    expect: participants(['admin']),
  },
  [routeKey(executionApi.confirmSiteVisit)]: {
    path: picked('/site-visit'),
    body: () => ({ slot: inDays(2) }),
    expect: participants(['customerA']),
  },
  [routeKey(executionApi.reportSiteVisit)]: {
    path: picked('/site-visit/report'),
    body: () => ({ notes: 'Measured' }),
    expect: participants(['partnerInvited', 'admin']),
  },
  [routeKey(executionApi.milestones)]: {
    path: picked('/milestones'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(executionApi.planMilestones)]: {
    path: picked('/milestones'),
    body: () => ({
      milestones: [
        { title: 'Advance', percent: 50 },
        { title: 'Handover', percent: 50 },
      ],
    }),
    expect: participants(['admin']),
  },
  [routeKey(executionApi.submitProof)]: {
    path: picked('/milestones/2/proof'),
    body: () => ({ note: 'Done', photos: [] }),
    expect: participants(['partnerInvited']),
  },
  [routeKey(executionApi.approveMilestone)]: {
    path: picked('/milestones/2/approve'),
    expect: participants(['customerA']),
  },
  [routeKey(executionApi.requestChanges)]: {
    path: picked('/milestones/2/changes'),
    body: () => ({ text: 'Please fix' }),
    expect: participants(['customerA']),
  },
};

// Money on the record (docs/product.md#payments), on the same picked project: the
// customer pays and the team keeps the record; the selected partner sees its payouts only.
// The first admin call of decidePayment decides the world's reported payment; later ones are
// refused by its state (409), which still proves access.
const paymentEntries: Record<string, Entry> = {
  [routeKey(paymentsApi.ledger)]: {
    path: picked('/payments'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(paymentsApi.addPayment)]: {
    path: picked('/payments'),
    body: () => ({ amount: 1, method: 'upi', reference: 'UPI-1', paidOn: indiaToday() }),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(paymentsApi.decidePayment)]: {
    path: picked('/payments/{payment}'),
    body: () => ({ status: 'rejected', reason: 'Not in our account' }),
    expect: participants(['admin']),
  },
  [routeKey(paymentsApi.payouts)]: {
    path: picked('/payouts'),
    expect: participants(['partnerInvited', 'admin']),
  },
  [routeKey(paymentsApi.addPayout)]: {
    path: picked('/payouts'),
    body: () => ({ amount: 1, method: 'bank-transfer', paidOn: indiaToday() }),
    expect: participants(['admin']),
  },
  [routeKey(paymentsApi.waiting)]: { expect: admin },
};

// The project's documents: its customer and the team. The selected partner takes part
// in the job but not in the customer's payments, so a partner's session is 403
// (modules/documents/routes.ts). The invoice before completion is a 409: access was granted.
const documentEntries: Record<string, Entry> = {
  [routeKey(documentsApi.receipt)]: {
    path: picked('/payments/{documentsPayment}/receipt.pdf'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(documentsApi.quotationPdf)]: {
    path: picked('/quotation.pdf'),
    expect: participants(['customerA', 'admin']),
  },
  [routeKey(documentsApi.invoicePdf)]: {
    path: picked('/invoice.pdf'),
    expect: participants(['customerA', 'admin']),
  },
};

export const accessMatrix: Record<string, Entry> = {
  [routeKey(systemApi.health)]: { expect: everyone('ok') },
  [routeKey(systemApi.live)]: { expect: everyone('ok') },
  // Open outside production without METRICS_TOKEN (metrics.test.ts covers the token).
  [routeKey(systemApi.metrics)]: { expect: everyone('ok') },
  [routeKey(systemApi.openapi)]: { expect: everyone('ok') },
  'GET /api/docs': { expect: everyone('ok') },
  'GET /api/docs/json': { expect: everyone('ok') },
  'GET /api/docs/yaml': { expect: everyone('ok') },
  'GET /api/docs/static/index.html': { expect: everyone('ok') },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone('ok') },
  'GET /api/docs/static/*': { path: '/api/docs/static/index.css', expect: everyone('ok') },
  [routeKey(systemApi.devOutbox)]: { path: '/api/dev/outbox?to=nobody', expect: everyone('ok') },
  // Outside production only; a visit not confirmed answers 409, which is past access.
  [routeKey(systemApi.devVisitHappened)]: { expect: admin },
  [routeKey(systemApi.devCarePlanShifted)]: { body: () => ({ days: 1 }), expect: admin },

  // Accounts and sessions.
  [routeKey(otpApi.requestOtp)]: {
    body: () => ({ phone: '9711000099', purpose: 'login' }),
    expect: everyone('ok'),
  },
  [routeKey(otpApi.verifyOtp)]: {
    body: () => ({ phone: '9711000099', code: '000000' }),
    expect: everyone('ok'),
  },
  [routeKey(authApi.session)]: { expect: everyone('ok') },
  [routeKey(authApi.signUp)]: {
    body: () => ({ email: `new-${Math.random()}@example.com`, password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  [routeKey(authApi.signIn)]: {
    body: () => ({ email: 'signin-target@example.com', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  [routeKey(authApi.logout)]: { body: () => ({}), touchesSessions: true, expect: everyone('ok') },
  [routeKey(authApi.verifyUser)]: { expect: customers },
  // Public, and refused by the verification token alone (400: expired or unknown).
  [routeKey(authApi.userPhoneSignIn)]: {
    body: () => ({ phone: '9711000095' }),
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['service-provider'].signIn)]: {
    body: () => ({ email: '9711000001@partners.example', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  // Public, and refused by the verification token alone (400: expired or unknown).
  [routeKey(phoneAccountApi['service-provider'].signUp)]: {
    body: () => ({ email: 'x@example.com', password: 'a good password', phone: '9711000098' }),
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['service-provider'].phoneSignIn)]: {
    body: () => ({ phone: '9711000098' }),
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['service-provider'].verify)]: { expect: partners },
  [routeKey(phoneAccountApi['supplier'].signIn)]: {
    body: () => ({ email: 'supplier@example.com', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['supplier'].signUp)]: {
    body: () => ({ email: 'y@example.com', password: 'a good password', phone: '9711000097' }),
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['supplier'].phoneSignIn)]: {
    body: () => ({ phone: '9711000097' }),
    expect: everyone('ok'),
  },
  [routeKey(phoneAccountApi['supplier'].verify)]: { expect: only({ supplier: 'ok' }) },
  // A wrong authenticator code: the same refusal for everyone, signed in or not. The body is
  // the credentials, so a malformed one is bad input (400) for everyone.
  [routeKey(authApi.adminSignIn)]: {
    body: () => ({
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      token: '000000',
    }),
    expect: everyone(401),
    malformed: everyone('ok'),
  },
  [routeKey(authApi.verifyAdmin)]: { expect: admin },
  // Google sign-in is not configured in tests: the routes answer 404 to everyone.
  [routeKey(authApi.googleStart)]: { expect: everyone(404) },
  // The callback sends everyone back to the sign-in page with an error.
  [routeKey(authApi.googleCallback)]: { expect: everyone('ok') },
  ...Object.fromEntries(
    (['user', 'service-provider', 'supplier'] as const).flatMap((kind) => [
      [
        routeKey(resetApi[kind].open),
        { body: () => ({ phone: '9711000096' }), expect: everyone('ok') },
      ],
      // Only the short session a reset code opens may see or change the password.
      [routeKey(resetApi[kind].state), { expect: everyone(401) }],
      [
        routeKey(resetApi[kind].setPassword),
        { body: () => ({ password: 'a new good password' }), expect: everyone(401) },
      ],
    ]),
  ),
  [routeKey(accountsApi.updateCustomerProfile)]: {
    path: '/api/user/{customerA}',
    body: () => ({ updatationDetails: details }),
    expect: customerOwn,
  },
  [routeKey(accountsApi.updatePartnerProfile)]: {
    path: '/api/service-provider/{partnerInvited}',
    body: () => ({
      updatationDetails: {
        ...details,
        phone: '9711000001',
        servicesOffered: ['landscaping-plants'],
      },
    }),
    expect: partnerOwn,
  },
  [routeKey(accountsApi.updateSupplierProfile)]: {
    path: '/api/supplier/{supplier}',
    body: () => ({ updatationDetails: { ...details, phone: '9711000003' } }),
    expect: only({ supplier: 'ok' }),
  },

  // The customer's projects.
  [routeKey(projectsApi.projects)]: { expect: customerOwn },
  [routeKey(projectsApi.createProject)]: { body: () => newProject, expect: customerOwn },
  [routeKey(projectsApi.project)]: { expect: customerOwn },
  [routeKey(projectsApi.pickDesign)]: { body: () => ({ num: 1 }), expect: customerOwn },
  // Quotations not yet released to the customer do not exist for the customer.
  [routeKey(projectsApi.releasedQuotations)]: {
    body: (w) => ({ allocatedQuotations: [w.quotationId] }),
    expect: { ...customerOwn, customerA: 404 },
    malformed: { customerA: 'ok' },
  },
  [routeKey(projectsApi.pickQuotation)]: {
    body: () => ({ num: 1 }),
    expect: customerOwn,
  },
  [routeKey(projectsApi.rate)]: { body: () => ({ stars: 5 }), expect: customerOwn },
  [routeKey(supportApi.send)]: { body: () => ({ message: 'A question' }), expect: customers },
  [routeKey(notificationsApi.list)]: { path: '/api/notifications?role=user', expect: customers },
  // The body names the role: with a malformed one, only having no session at all is refused.
  [routeKey(notificationsApi.markRead)]: {
    body: () => ({ role: 'user' }),
    expect: customers,
    malformed: { partnerInvited: 'ok', partnerOther: 'ok', supplier: 'ok', admin: 'ok' },
  },

  // Every signed-in account's own language and channels, whatever its role.
  [routeKey(preferencesApi.get)]: { expect: signedIn },
  [routeKey(preferencesApi.update)]: { body: () => ({ language: 'en' }), expect: signedIn },

  // Files: a project photo is its customer's, the team's and the invited partners'. Every
  // participant role uploads a job's photos as project-photo; a supplier, signed in, may not: 403
  // (upload-purposes.test.ts has every role against every purpose).
  [routeKey(uploadsApi.upload)]: {
    path: '/api/uploads?purpose=project-photo',
    upload: true,
    expect: { ...signedIn, supplier: 403 },
  },
  [routeKey(uploadsApi.file)]: { path: '/api/files/{photo}', expect: projectPhoto },
  [routeKey(uploadsApi.thumb)]: { path: '/api/files/{photo}/thumb', expect: projectPhoto },
  [routeKey(uploadsApi.remove)]: {
    path: '/api/uploads/{photo}?as=user',
    expect: { ...only({ customerA: 'ok' }), customerB: 404 },
  },

  // The partner's workspace: the template only for partners invited to that project.
  [routeKey(quotationsApi.quotationTemplate)]: {
    expect: only({ partnerInvited: 'ok', partnerOther: 403 }),
  },
  [routeKey(quotationsApi.submitQuotation)]: {
    body: (w) => ({ name: 'P', phone: '9711000001', info: [{ _id: w.projectId, spCosting: 1 }] }),
    expect: only({ partnerInvited: 'ok', partnerOther: 403 }),
  },
  [routeKey(partnersApi.quotationStanding)]: {
    expect: only({ partnerInvited: 'ok', partnerOther: 404 }),
  },
  [routeKey(partnersApi.project)]: {
    path: '/api/service-provider/project/new/{partnerInvited}',
    expect: partnerOwn,
  },
  [routeKey(partnersApi.ownQuotation)]: { expect: partnerOwn },
  [routeKey(partnersApi.publicProfile)]: {
    path: '/api/service-provider/{partnerInvited}',
    expect: everyone('ok'),
  },

  // The back office: admins only, and only with their own id in the path.
  [routeKey(projectsApi.teamProject)]: { path: '/api/admin/project/new/{admin}', expect: admin },
  [routeKey(projectsApi.client)]: { expect: admin },
  [routeKey(projectsApi.search)]: { path: '/api/admin/search/{admin}?q=Owner', expect: admin },
  [routeKey(projectsApi.sendDesigns)]: { body: () => [], expect: admin },
  [routeKey(quotationsApi.releaseQuotations)]: { body: () => ({}), expect: admin },
  [routeKey(projectsApi.complete)]: { body: () => ({}), expect: admin },
  [routeKey(quotationsApi.template)]: { expect: admin },
  [routeKey(quotationsApi.createTemplate)]: {
    body: (w) => ({
      projectId: w.projectId,
      info: [{ serviceDesc: 'x', quantity: 1, lowerRange: 1, upperRange: 2 }],
    }),
    expect: admin,
  },
  [routeKey(quotationsApi.partnersForService)]: { expect: admin },
  [routeKey(quotationsApi.shareQuotation)]: {
    body: (w) => [w.ids.partnerOther],
    expect: admin,
  },
  [routeKey(quotationsApi.invitedPartners)]: { expect: admin },
  [routeKey(quotationsApi.quotations)]: {
    body: (w) => ({ allocatedQuotations: [w.quotationId] }),
    expect: admin,
  },
  [routeKey(quotationsApi.costQuotation)]: { body: () => ({}), expect: admin },
  [routeKey(directoryApi.counts)]: { expect: admin },
  [routeKey(directoryApi.partners)]: { expect: admin },
  [routeKey(directoryApi.suppliers)]: { expect: admin },
  [routeKey(directoryApi.customers)]: { expect: admin },
  [routeKey(directoryApi.prices)]: {
    path: '/api/admin/getprices/{admin}?q=grass',
    expect: admin,
  },
  [routeKey(supportApi.inbox)]: { expect: admin },
  [routeKey(auditApi.activity)]: { expect: admin },
  [routeKey(supportApi.handle)]: { body: () => ({ handled: true }), expect: admin },

  // The project's conversation: on customer A's picked project, its customer, the team
  // and the selected partner (conversation.test.ts covers the partner before the pick).
  [routeKey(conversationApi.messages)]: {
    path: picked('/messages'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(conversationApi.sendMessage)]: {
    path: picked('/messages'),
    body: () => ({ text: 'When can the work start?' }),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  [routeKey(conversationApi.readMessages)]: {
    path: picked('/messages/read'),
    expect: participants(['customerA', 'partnerInvited', 'admin']),
  },
  ...executionEntries,
  ...paymentEntries,
  ...documentEntries,
};
