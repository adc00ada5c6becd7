import { adminApi } from './admin';
import { authApi, phoneAccountApi, resetApi } from './auth';
import { conversationApi } from './conversation';
import { customerApi } from './customer';
import { routeKey, type Endpoint } from './endpoint';
import { executionApi } from './execution';
import { notificationsApi } from './notifications';
import { documentsApi } from './payments';
import { partnerApi } from './partner';
import { paymentsApi } from './payments';
import { preferencesApi } from './preferences';
import { quotationsApi } from './quotations';
import { supplierApi } from './supplier';
import { supportApi } from './support';
import { systemApi } from './system';
import { uploadsApi } from './uploads';

/** Every endpoint of the API, once: for the access matrix, the audit trail and the tests. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(systemApi),
  ...Object.values(authApi),
  ...Object.values(phoneAccountApi).flatMap((group) => Object.values(group)),
  ...Object.values(resetApi).flatMap((group) => Object.values(group)),
  ...Object.values(customerApi),
  ...Object.values(supportApi),
  ...Object.values(uploadsApi),
  ...Object.values(partnerApi),
  ...Object.values(supplierApi),
  ...Object.values(adminApi),
  // the quotations: the team's and the invited partner's
  ...Object.values(quotationsApi),
  ...Object.values(notificationsApi),
  ...Object.values(preferencesApi),
  // the project's conversation
  ...Object.values(conversationApi),
  // the site visit and the milestones
  ...Object.values(executionApi),
  // money on the record (documentsApi joins here with the routes that serve it)
  ...Object.values(paymentsApi),
  // the project's documents (receipt, quotation, invoice)
  ...Object.values(documentsApi),
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
