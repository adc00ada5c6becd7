import { accountsApi } from './accounts';
import { auditApi } from './audit';
import { authApi, phoneAccountApi, resetApi } from './auth';
import { careApi } from './care';
import { conversationApi } from './conversation';
import { directoryApi } from './directory';
import { routeKey, type Endpoint } from './endpoint';
import { executionApi } from './execution';
import { notificationsApi } from './notifications';
import { documentsApi } from './documents';
import { otpApi } from './otp';
import { partnersApi } from './partners';
import { paymentsApi } from './payments';
import { preferencesApi } from './preferences';
import { projectsApi } from './projects';
import { quotationsApi } from './quotations';
import { supportApi } from './support';
import { systemApi } from './system';
import { uploadsApi } from './uploads';
import { warrantyApi } from './warranty';
import { webhooksApi } from './webhooks';

/** Every endpoint of the API, once: for the access matrix, the audit trail and the tests. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(systemApi),
  ...Object.values(webhooksApi),
  ...Object.values(authApi),
  ...Object.values(phoneAccountApi).flatMap((group) => Object.values(group)),
  ...Object.values(resetApi).flatMap((group) => Object.values(group)),
  // each role's own profile
  ...Object.values(accountsApi),
  // a project from the request to the rating: the customer's calls and the team's
  ...Object.values(projectsApi),
  ...Object.values(supportApi),
  ...Object.values(uploadsApi),
  ...Object.values(partnersApi),
  // the team's directory and the audit trail
  ...Object.values(directoryApi),
  ...Object.values(auditApi),
  // the quotations: the team's and the invited partner's
  ...Object.values(quotationsApi),
  ...Object.values(notificationsApi),
  ...Object.values(preferencesApi),
  // the project's conversation
  ...Object.values(conversationApi),
  // the site visit and the milestones
  ...Object.values(executionApi),
  // money on the record
  ...Object.values(paymentsApi),
  // the project's documents (receipt, quotation, invoice)
  ...Object.values(documentsApi),
  // codes by SMS
  ...Object.values(otpApi),
  // the warranty after completion
  ...Object.values(warrantyApi),
  ...Object.values(careApi),
];

/** The entry of a route key ('PUT /api/user/:id'), e.g. from `request.routeOptions.url`. */
export const endpointByRoute: ReadonlyMap<string, Endpoint> = new Map(
  allEndpoints.map((e) => [routeKey(e), e]),
);

/**
 * What an admin reads in the activity list, by route key: every entry with a label (state
 * changes, and the Google callback, the one read that signs someone in).
 */
export const auditLabels: Readonly<Record<string, string>> = Object.fromEntries(
  allEndpoints.flatMap((e) => (e.audit === false ? [] : [[routeKey(e), e.audit]])),
);

/**
 * State-changing calls that leave no trail: reading notifications, asking for codes, logging
 * out, and lookups that are POST only because they carry a list of ids. Reads are not recorded
 * anyway, so they are not listed.
 */
export const notAuditedRoutes: ReadonlySet<string> = new Set(
  allEndpoints.filter((e) => e.method !== 'GET' && e.audit === false).map(routeKey),
);
