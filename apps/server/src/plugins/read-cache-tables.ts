import { getTableName, type Table } from 'drizzle-orm';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import {
  careFees,
  milestoneChanges,
  milestoneProofs,
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
import { acrossProjects, oneCustomer, oneProject, type ScopeRule } from './read-cache-scope';

/** What a cached read shows: the tables it reads, and which projects' rows of them. */
export type CachedRead = { scope: ScopeRule; tables: readonly Table[] };

// The tables of a project's page as the workflow state needs them (modules/kernel/workflow-state.ts).
const projectState = [
  projects,
  partnerQuotations,
  quotationTemplates,
  // The workflow state's execution facts (modules/kernel/execution-facts.ts).
  siteVisits,
  milestones,
  // What is outstanding (execution-facts.ts), a care plan's fees included (money-facts.ts).
  payments,
  careFees,
  serviceProviders,
];

/**
 * What each cached read shows (routes marked `config: { readCache: true }`, plugins/read-cache.ts).
 * A cached answer is dropped when any of its tables changes within its scope, which migrations
 * 0009 and 0018's triggers announce: test/read-cache-tables.test.ts fails when a route here has
 * no declaration, when a declared table has no such trigger, and when a route reads a table it
 * does not declare. Sessions are not data of the answer: the session cache has its own notice
 * (migration 0008).
 *
 * A scope (read-cache-scope.ts) must hold for every table of the route: `oneProject` only where
 * the answer reads no other project's rows of any of them. A partner's ratings, say, come from
 * all their projects, so the public profile is `acrossProjects`. Tables that are no project's
 * (users, service_providers, ...) always announce a change of the whole table.
 */
export const cachedReads: Record<string, CachedRead> = {
  // modules/projects/customer-projects.ts: the caller's own projects (the guard makes
  // userId the caller), by client_id.
  [routeKey(projectsApi.projects)]: { scope: oneCustomer('userId'), tables: projectState },
  [routeKey(projectsApi.project)]: {
    scope: oneProject('projectId'),
    tables: [...projectState, ratings],
  },
  // A tab's name is no project id, so a tab's list is `all`; a project id is its page.
  [routeKey(projectsApi.teamProject)]: {
    scope: oneProject('key'),
    tables: [...projectState, users],
  },
  [routeKey(directoryApi.prices)]: {
    scope: acrossProjects,
    tables: [supplierMaterials, suppliers],
  },
  // A partner's standing before it quotes comes from the workflow state (partner-projects.ts
  // standingOf), whose facts read the project's parts (modules/kernel/project-facts.ts).
  [routeKey(partnersApi.project)]: {
    scope: oneProject('key'),
    tables: [...projectState, quotationInvitations],
  },
  [routeKey(partnersApi.publicProfile)]: {
    scope: acrossProjects,
    tables: [serviceProviders, ratings],
  },
  // The partner's page starts at the pick (projects.picked_at)
  [routeKey(conversationApi.messages)]: {
    scope: oneProject('projectId'),
    tables: [projectMessages, projects],
  },
  // The participant guard reads the project (modules/access/participants.ts).
  [routeKey(executionApi.siteVisit)]: {
    scope: oneProject('projectId'),
    tables: [projects, siteVisits],
  },
  [routeKey(executionApi.milestones)]: {
    scope: oneProject('projectId'),
    // The selected partner's amounts are shares of its picked quotation's total.
    tables: [projects, milestones, milestoneProofs, milestoneChanges, partnerQuotations],
  },
  // A picked project's ledger (modules/payments/ledger.ts) and the team's payments
  // waiting, which every admin page counts; both were read afresh on every request.
  [routeKey(paymentsApi.ledger)]: {
    scope: oneProject('projectId'),
    tables: [projects, partnerQuotations, milestones, payments, careFees],
  },
  [routeKey(paymentsApi.waiting)]: {
    scope: acrossProjects,
    tables: [payments, projects, users],
  },
};

export const cachedTableNames = (route: string): string[] =>
  (cachedReads[route]?.tables ?? []).map((table) => getTableName(table));
