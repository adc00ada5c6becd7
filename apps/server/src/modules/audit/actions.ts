import { auditLabels, notAuditedRoutes } from '@greenscape/shared/contract/all';

/**
 * What each state-changing route means, in the words an admin reads on the project page, keyed
 * by route ('PUT /api/user/:id'). The labels live on the contract's entries
 * (packages/shared/src/contract), so a route and its label cannot part; a route missing here is
 * still recorded, under its method and path.
 */
export const auditActions: Readonly<Record<string, string>> = auditLabels;

/** Calls that change nothing worth a trail: reading notifications, asking for codes, logging out. */
export const notAudited: ReadonlySet<string> = notAuditedRoutes;
