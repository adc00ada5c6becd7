// The access matrix's vocabulary (access-matrix.ts): what a caller's request may come to, and
// the expectations and bodies its entries share.

import { actors, type Actor, type World } from './world';

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

export const everyone = (outcome: Outcome): Expectation =>
  Object.fromEntries(actors.map((a) => [a, outcome])) as Expectation;
/** The named actors get their outcome; the others have no session of that role: 401. */
export const only = (allowed: Partial<Expectation>): Expectation => ({
  ...everyone(401),
  ...allowed,
});

export const customerOwn = only({ customerA: 'ok', customerB: 403 });
export const customers = only({ customerA: 'ok', customerB: 'ok' });
export const partners = only({ partnerInvited: 'ok', partnerOther: 'ok' });
export const partnerOwn = only({ partnerInvited: 'ok', partnerOther: 403 });
export const admin = only({ admin: 'ok' });
export const signedIn: Expectation = { ...everyone('ok'), anonymous: 401 };
export const projectPhoto: Expectation = {
  anonymous: 404,
  customerA: 'ok',
  customerB: 404,
  partnerInvited: 'ok',
  partnerOther: 404,
  supplier: 404,
  admin: 'ok',
};

export const details = {
  name: 'Someone',
  phone: '9711000055',
  city: 'Pune',
  address: '3 Road',
  postalCode: '411003',
};
export const newProject = { service: 'landscaping', budget: '2-3L', desc: 'A small lawn' };

// The site visit and the milestones: on customer A's picked project, whose selected
// partner is the invited one (world.ts). A signed-in caller of a role that never does the step
// gets 403; of a role that may, but not taking part, 404 (modules/access/participants.ts).
export const participants = (
  allowed: ('customerA' | 'partnerInvited' | 'admin')[],
): Expectation => {
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
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
export const picked = (suffix: string) => `/api/projects/{pickedProject}${suffix}`;
export const site = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: '27' };
