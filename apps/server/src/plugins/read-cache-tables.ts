import { getTableName, type Table } from 'drizzle-orm';
import {
  partnerQuotations,
  projects,
  quotationInvitations,
  quotationTemplates,
  ratings,
  serviceProviders,
  supplierMaterials,
  suppliers,
  users,
} from '../db/schema/index';

/**
 * The tables each cached read shows (routes marked `config: { readCache: true }`, plugins/read-cache.ts).
 * A cached answer is dropped when any of these tables changes, which migration 0009's triggers
 * announce: test/read-cache-tables.test.ts fails when a route here has no declaration, when a
 * declared table has no such trigger, and when a route reads a table it does not declare.
 * Sessions are not data of the answer: the session cache has its own notice (migration 0008).
 */
export const cachedReadTables: Record<string, readonly Table[]> = {
  'GET /api/user/allprojects/:userId': [
    projects,
    partnerQuotations,
    quotationTemplates,
    serviceProviders,
  ],
  'GET /api/user/project/:projectId/:userId': [
    projects,
    partnerQuotations,
    quotationTemplates,
    serviceProviders,
    ratings,
  ],
  'GET /api/admin/project/:key/:adminId': [
    projects,
    partnerQuotations,
    quotationTemplates,
    serviceProviders,
    users,
  ],
  'GET /api/admin/getprices/:adminId': [supplierMaterials, suppliers],
  'GET /api/service-provider/project/:key/:providerId': [
    projects,
    quotationInvitations,
    partnerQuotations,
  ],
  'GET /api/service-provider/:id': [serviceProviders, ratings],
};

export const cachedTableNames = (route: string): string[] =>
  (cachedReadTables[route] ?? []).map((table) => getTableName(table));
