import { getTableName, type Table } from 'drizzle-orm';
import { adminApi } from '@greenscape/shared/contract/admin';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { customerApi } from '@greenscape/shared/contract/customer';
import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { partnerApi } from '@greenscape/shared/contract/partner';
import {
  milestoneChanges,
  milestones,
  partnerQuotations,
  payments,
  projectMessages,
  projects,
  quotationInvitations,
  quotationTemplates,
  ratings,
  serviceProviders,
  siteVisits,
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
  [routeKey(customerApi.projects)]: [
    projects,
    partnerQuotations,
    quotationTemplates,
    // Issue 20: the workflow state's execution facts (modules/execution/execution-facts.ts).
    siteVisits,
    milestones,
    // Issue 21: what is outstanding (execution-facts.ts).
    payments,
    serviceProviders,
  ],
  [routeKey(customerApi.project)]: [
    projects,
    partnerQuotations,
    quotationTemplates,
    // Issue 20: the workflow state's execution facts (modules/execution/execution-facts.ts).
    siteVisits,
    milestones,
    // Issue 21: what is outstanding (execution-facts.ts).
    payments,
    serviceProviders,
    ratings,
  ],
  [routeKey(adminApi.project)]: [
    projects,
    partnerQuotations,
    quotationTemplates,
    // Issue 20: the workflow state's execution facts (modules/execution/execution-facts.ts).
    siteVisits,
    milestones,
    // Issue 21: what is outstanding (execution-facts.ts).
    payments,
    serviceProviders,
    users,
  ],
  [routeKey(adminApi.prices)]: [supplierMaterials, suppliers],
  [routeKey(partnerApi.project)]: [projects, quotationInvitations, partnerQuotations, users],
  [routeKey(partnerApi.publicProfile)]: [serviceProviders, ratings],
  // issue 20: the partner's page starts at the pick (projects.picked_at)
  [routeKey(conversationApi.messages)]: [projectMessages, projects],
  // Issue 20: the participant guard reads the project (modules/access/participants.ts).
  [routeKey(executionApi.siteVisit)]: [projects, siteVisits],
  [routeKey(executionApi.milestones)]: [projects, milestones, milestoneChanges],
};

export const cachedTableNames = (route: string): string[] =>
  (cachedReadTables[route] ?? []).map((table) => getTableName(table));
