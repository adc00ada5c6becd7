import { actors, type Actor, type World } from './world';

// Who may call each /api route (issue 8: OWASP API1 and API5). Every route the server registers
// must have an entry here; the test fails on a route without one.
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
   * good body: authorization comes before validation (issue 16 A5).
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
const badToken = 'not-a-verification-token';

export const accessMatrix: Record<string, Entry> = {
  'GET /api/health': { expect: everyone('ok') },
  'GET /api/health/live': { expect: everyone('ok') },
  // Open outside production without METRICS_TOKEN (metrics.test.ts covers the token).
  'GET /api/metrics': { expect: everyone('ok') },
  'GET /api/openapi.json': { expect: everyone('ok') },
  'GET /api/docs': { expect: everyone('ok') },
  'GET /api/docs/json': { expect: everyone('ok') },
  'GET /api/docs/yaml': { expect: everyone('ok') },
  'GET /api/docs/static/index.html': { expect: everyone('ok') },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone('ok') },
  'GET /api/docs/static/*': { path: '/api/docs/static/index.css', expect: everyone('ok') },
  'GET /api/dev/outbox': { path: '/api/dev/outbox?to=nobody', expect: everyone('ok') },

  // Accounts and sessions.
  'POST /api/otp/request': {
    body: () => ({ phone: '9711000099', purpose: 'login' }),
    expect: everyone('ok'),
  },
  'POST /api/otp/verify': {
    body: () => ({ phone: '9711000099', code: '000000' }),
    expect: everyone('ok'),
  },
  'GET /api/auth/session': { expect: everyone('ok') },
  'POST /api/auth/signup': {
    body: () => ({ email: `new-${Math.random()}@example.com`, password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  'POST /api/auth/signin': {
    body: () => ({ email: 'signin-target@example.com', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  'POST /api/auth/logout': { body: () => ({}), touchesSessions: true, expect: everyone('ok') },
  'GET /api/user/verify': { expect: customers },
  'POST /api/service-provider/signin': {
    body: () => ({ email: '9711000001@partners.example', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  // Public, and refused by the verification token alone (400: expired or unknown).
  'POST /api/service-provider/signup/:uid': {
    body: () => ({ email: 'x@example.com', password: 'a good password', phone: '9711000098' }),
    expect: everyone('ok'),
  },
  'POST /api/service-provider/phone/:uid': {
    body: () => ({ phone: '9711000098' }),
    expect: everyone('ok'),
  },
  'GET /api/service-provider/verify': { expect: partners },
  'POST /api/supplier/signin': {
    body: () => ({ email: 'supplier@example.com', password: 'a good password' }),
    touchesSessions: true,
    expect: everyone('ok'),
  },
  'POST /api/supplier/signup/:uid': {
    body: () => ({ email: 'y@example.com', password: 'a good password', phone: '9711000097' }),
    expect: everyone('ok'),
  },
  'POST /api/supplier/phone/:uid': {
    body: () => ({ phone: '9711000097' }),
    expect: everyone('ok'),
  },
  'GET /api/supplier/verify': { expect: only({ supplier: 'ok' }) },
  // A wrong authenticator code: the same refusal for everyone, signed in or not. The body is
  // the credentials, so a malformed one is bad input (400) for everyone.
  'POST /api/admin/signin': {
    body: () => ({
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      token: '000000',
    }),
    expect: everyone(401),
    malformed: everyone('ok'),
  },
  'GET /api/admin/verify': { expect: admin },
  // Google sign-in is not configured in tests: the routes answer 404 to everyone.
  'GET /api/auth/google/start': { expect: everyone(404) },
  // The callback sends everyone back to the sign-in page with an error.
  'GET /api/auth/google/callback': { expect: everyone('ok') },
  ...Object.fromEntries(
    (['user', 'service-provider', 'supplier'] as const).flatMap((kind) => [
      [
        `POST /api/${kind}/reset/:uid`,
        { body: () => ({ phone: '9711000096' }), expect: everyone('ok') },
      ],
      // Only the short session a reset code opens may see or change the password.
      [`GET /api/${kind}/reset`, { expect: everyone(401) }],
      [
        `PUT /api/${kind}/reset`,
        { body: () => ({ password: 'a new good password' }), expect: everyone(401) },
      ],
    ]),
  ),
  'PUT /api/user/:id': {
    path: '/api/user/{customerA}',
    body: () => ({ updatationDetails: details }),
    expect: customerOwn,
  },
  'PUT /api/service-provider/:id': {
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
  'PUT /api/supplier/:id': {
    path: '/api/supplier/{supplier}',
    body: () => ({ updatationDetails: { ...details, phone: '9711000003' } }),
    expect: only({ supplier: 'ok' }),
  },

  // The customer's projects.
  'GET /api/user/allprojects/:userId': { expect: customerOwn },
  'POST /api/user/project/:userId': { body: () => newProject, expect: customerOwn },
  'GET /api/user/project/:projectId/:userId': { expect: customerOwn },
  'PUT /api/user/project/:projectId/:userId': { body: () => ({ num: 1 }), expect: customerOwn },
  // Quotations not yet released to the customer do not exist for the customer.
  'POST /api/user/project/servicepartners/:userId': {
    body: (w) => ({ allocatedQuotations: [w.quotationId] }),
    expect: { ...customerOwn, customerA: 404 },
    malformed: { customerA: 'ok' },
  },
  'PUT /api/user/project/quotation/:projectId/:userId': {
    body: () => ({ num: 1 }),
    expect: customerOwn,
  },
  'POST /api/user/rating/:projectId/:userId': { body: () => ({ stars: 5 }), expect: customerOwn },
  'POST /api/user/support': { body: () => ({ message: 'A question' }), expect: customers },
  'GET /api/notifications': { path: '/api/notifications?role=user', expect: customers },
  // The body names the role: with a malformed one, only having no session at all is refused.
  'POST /api/notifications/read': {
    body: () => ({ role: 'user' }),
    expect: customers,
    malformed: { partnerInvited: 'ok', partnerOther: 'ok', supplier: 'ok', admin: 'ok' },
  },

  // Files: a project photo is its customer's, the team's and the invited partners'.
  'POST /api/uploads': {
    path: '/api/uploads?purpose=project-photo',
    upload: true,
    expect: customers,
  },
  'GET /api/files/:id': { path: '/api/files/{photo}', expect: projectPhoto },
  'GET /api/files/:id/thumb': { path: '/api/files/{photo}/thumb', expect: projectPhoto },
  'DELETE /api/uploads/:id': {
    path: '/api/uploads/{photo}?as=user',
    expect: { ...only({ customerA: 'ok' }), customerB: 404 },
  },

  // The partner's workspace: the template only for partners invited to that project.
  'GET /api/service-provider/quotation/:projectId': {
    expect: only({ partnerInvited: 'ok', partnerOther: 403 }),
  },
  'POST /api/service-provider/quotation/:projectId': {
    body: (w) => ({ name: 'P', phone: '9711000001', info: [{ _id: w.projectId, spCosting: 1 }] }),
    expect: only({ partnerInvited: 'ok', partnerOther: 403 }),
  },
  'GET /api/service-provider/quotation/verify/:projectId': {
    expect: only({ partnerInvited: 'ok', partnerOther: 404 }),
  },
  'GET /api/service-provider/project/:key/:providerId': {
    path: '/api/service-provider/project/new/{partnerInvited}',
    expect: partnerOwn,
  },
  'GET /api/service-provider/project/quotation/:projectId/:providerId': { expect: partnerOwn },
  'GET /api/service-provider/:id': {
    path: '/api/service-provider/{partnerInvited}',
    expect: everyone('ok'),
  },

  // The back office: admins only, and only with their own id in the path.
  'GET /api/admin/project/:key/:adminId': { path: '/api/admin/project/new/{admin}', expect: admin },
  'GET /api/admin/client/:clientId/:adminId': { expect: admin },
  'GET /api/admin/search/:adminId': { path: '/api/admin/search/{admin}?q=Owner', expect: admin },
  'PUT /api/admin/project/:projectId/:adminId': { body: () => [], expect: admin },
  'PUT /api/admin/project/client/:projectId/:adminId': { body: () => ({}), expect: admin },
  'PUT /api/admin/project/completed/:projectId/:adminId': { body: () => ({}), expect: admin },
  'GET /api/admin/project/quotation/:projectId/:adminId': { expect: admin },
  'POST /api/admin/project/quotation/:adminId': {
    body: (w) => ({
      projectId: w.projectId,
      info: [{ serviceDesc: 'x', quantity: 1, lowerRange: 1, upperRange: 2 }],
    }),
    expect: admin,
  },
  'GET /api/admin/project/servicepartners/:service/:adminId': { expect: admin },
  'POST /api/admin/project/quotation/share/:projectId/:adminId': {
    body: (w) => [w.ids.partnerOther],
    expect: admin,
  },
  'POST /api/admin/project/servicepartners/:adminId': {
    body: (w) => ({ allocatedQuotations: [w.quotationId] }),
    expect: admin,
  },
  'PUT /api/admin/project/quotation/:quotationId/:adminId': { body: () => ({}), expect: admin },
  'GET /api/admin/counts/:adminId': { expect: admin },
  'GET /api/admin/partners/:adminId': { expect: admin },
  'GET /api/admin/suppliers/:adminId': { expect: admin },
  'GET /api/admin/customers/:adminId': { expect: admin },
  'GET /api/admin/getprices/:adminId': {
    path: '/api/admin/getprices/{admin}?q=grass',
    expect: admin,
  },
  'GET /api/admin/support/:adminId': { expect: admin },
  'GET /api/admin/activity/:projectId/:adminId': { expect: admin },
  'PUT /api/admin/support/:messageId/:adminId': { body: () => ({ handled: true }), expect: admin },
};

/** The value each named path parameter takes, unless an entry's path says otherwise. */
export function defaultParam(w: World, name: string): string {
  const values: Record<string, string> = {
    userId: w.ids.customerA,
    clientId: w.ids.customerA,
    adminId: w.ids.admin,
    providerId: w.ids.partnerInvited,
    projectId: w.projectId,
    quotationId: w.quotationId,
    messageId: w.supportMessageId,
    key: 'new',
    service: 'landscaping',
    uid: badToken,
  };
  const value = values[name];
  if (value === undefined) {
    throw new Error(`no default for :${name}; give the entry a path`);
  }
  return value;
}

/** The concrete URL of an entry: its own path's {placeholders}, or the route's :params. */
export function urlOf(w: World, route: string, entry: Entry): string {
  const placeholders: Record<string, string> = {
    ...w.ids,
    photo: w.photoId,
    design: w.designId,
  };
  if (entry.path) {
    return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = placeholders[name];
      if (value === undefined) {
        throw new Error(`unknown placeholder {${name}}`);
      }
      return value;
    });
  }
  const url = route.slice(route.indexOf(' ') + 1);
  return url.replace(/:(\w+)/g, (_, name: string) => defaultParam(w, name));
}
