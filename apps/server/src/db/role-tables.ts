import { admins, serviceProviders, suppliers, users } from './schema/index';

/** The table of each role's accounts (apps/server/src/db/schema/identity.ts). */
export const roleTables = {
  user: users,
  'service-provider': serviceProviders,
  supplier: suppliers,
  admin: admins,
} as const;
