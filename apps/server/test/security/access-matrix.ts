import { accountsApi } from '@greenscape/shared/contract/accounts';
import { auditApi } from '@greenscape/shared/contract/audit';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { authApi, phoneAccountApi, resetApi } from '@greenscape/shared/contract/auth';
import { otpApi } from '@greenscape/shared/contract/otp';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import { supportApi } from '@greenscape/shared/contract/support';
import { systemApi } from '@greenscape/shared/contract/system';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { quotationsApi } from '@greenscape/shared/contract/quotations';
import { webhooksApi } from '@greenscape/shared/contract/webhooks';
import {
  type Entry,
  everyone,
  only,
  customerOwn,
  customers,
  partners,
  partnerOwn,
  admin,
  signedIn,
  projectPhoto,
  details,
  newProject,
  participants,
  picked,
} from './access-matrix-kit';
import { documentEntries, executionEntries, paymentEntries } from './access-matrix-job';

export type { Entry, Expectation, Outcome } from './access-matrix-kit';

// Who may call each /api route (OWASP API1 and API5, docs/security.md). Every route the server
// registers must have an entry here; the test fails on a route without one.
//
// 'ok' means the request got past authentication and authorization: any answer but 401, 403, 404
// and 5xx (a 400 or 409 about the body or the project's state still proves access was granted).
// The path's placeholders are filled from customer A's project and the invited partner, so a
// 403 means "not your id" and a 404 "not your object".

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
  // The providers' webhooks, with WhatsApp and MSG91 configured through their stand-ins (as
  // authorization.test.ts runs): no session opens them; only Meta's verify token (else 403), its
  // signature (else 401) and MSG91's secret address (else 404) do, which whatsapp.test.ts covers.
  [routeKey(webhooksApi.whatsappVerify)]: {
    path: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    expect: everyone(403),
  },
  [routeKey(webhooksApi.whatsappEvents)]: { body: () => ({ object: 'x' }), expect: everyone(401) },
  [routeKey(webhooksApi.msg91Report)]: {
    path: '/api/webhooks/msg91/some-secret-0123456789',
    body: () => ({ data: [] }),
    expect: everyone(404),
  },
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
  [routeKey(notificationsApi.unread)]: {
    path: '/api/notifications/unread?role=user',
    expect: customers,
  },
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
  [routeKey(auditApi.notices)]: { expect: admin },
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
