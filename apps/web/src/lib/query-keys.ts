import type { QueryKey } from '@tanstack/react-query';
import type { ProjectListType } from '@greenscape/shared/schemas/admin';
import type { AccountKind, Role } from '@greenscape/shared/schemas/auth';

// Every key of the web's reads, in one place, so that what a change refreshes
// (lib/use-project-step.ts) can name them without each feature knowing the others' keys. A key
// is a path: invalidating a prefix refreshes everything under it, so the shorter keys here are
// the groups a step refreshes at once ('every list of projects', 'this project's money').

/** The roles that take part in a project after the pick, each with its own reads of it. */
export type ParticipantRole = Extract<Role, 'user' | 'service-provider' | 'admin'>;

export const sessionKeys = {
  all: ['session'] as const,
  state: ['session', 'state'] as const,
  account: (role: Role) => ['session', 'account', role] as const,
  /** An account's language and channels (i18n/use-account-language.ts); all of a role's without. */
  preferences: (role: Role, accountId?: string) =>
    accountId
      ? (['session', 'preferences', role, accountId] as const)
      : (['session', 'preferences', role] as const),
};

export const resetKeys = {
  session: (kind: AccountKind) => ['reset-session', kind] as const,
};

/** The customer's reads (features/user/api/projects.ts). */
export const customerKeys = {
  lists: ['projects'] as const,
  list: (userId: string) => ['projects', userId] as const,
  project: (projectId: string) => ['project', projectId] as const,
  /** The released quotations are asked for by their ids, which name no project. */
  allQuotations: ['quotations'] as const,
  quotations: (ids: string[]) => ['quotations', ...ids] as const,
};

/** The team's reads (features/admin/api/). Under 'admin', so signing out drops them together. */
export const adminKeys = {
  all: ['admin'] as const,
  lists: ['admin', 'projects'] as const,
  list: (type: ProjectListType) => ['admin', 'projects', type] as const,
  project: (id: string) => ['admin', 'project', id] as const,
  invitations: (id: string) => ['admin', 'project', id, 'invitations'] as const,
  activity: (id: string) => ['admin', 'project', id, 'activity'] as const,
  notices: (id: string) => ['admin', 'project', id, 'notices'] as const,
  template: (id: string) => ['admin', 'template', id] as const,
  quotations: (id: string) => ['admin', 'quotations', id] as const,
  projectQuotations: (id: string, ids: string[]) => ['admin', 'quotations', id, ...ids] as const,
  client: (id: string) => ['admin', 'client', id] as const,
  counts: ['admin', 'counts'] as const,
  directories: ['admin', 'directory'] as const,
  directory: (kind: string, q: string) => ['admin', 'directory', kind, q] as const,
  allPartnersFor: ['admin', 'partners-for'] as const,
  partnersFor: (service: string, projectId: string) =>
    ['admin', 'partners-for', service, projectId] as const,
  searches: ['admin', 'search'] as const,
  search: (q: string) => ['admin', 'search', q] as const,
  prices: (item: string) => ['admin', 'prices', item] as const,
  support: (status: 'open' | 'closed') => ['admin', 'support', status] as const,
};

/** The partner's reads (features/partner/api/partner-api.ts). */
export const partnerKeys = {
  tabs: ['partner', 'tab'] as const,
  tab: (tab: string) => ['partner', 'tab', tab] as const,
  project: (id: string) => ['partner', 'project', id] as const,
  profiles: ['partner', 'profile'] as const,
  profile: (id: string) => ['partner', 'profile', id] as const,
  quotationForm: (projectId: string, invite?: string) =>
    ['partner', 'quotation-form', projectId, invite ?? ''] as const,
  allQuotationForms: (projectId: string) => ['partner', 'quotation-form', projectId] as const,
  ownQuotation: (projectId: string) => ['partner', 'own-quotation', projectId] as const,
};

/** Money on the record (features/payments/api/payments.ts). */
export const paymentKeys = {
  /** The project's ledger and payouts, every role's. */
  project: (projectId: string) => ['payments', projectId] as const,
  ledger: (projectId: string, role: ParticipantRole) =>
    ['payments', projectId, 'ledger', role] as const,
  payouts: (projectId: string, role: ParticipantRole) =>
    ['payments', projectId, 'payouts', role] as const,
  // Under 'admin': it is the team's list, and goes with the team's other reads.
  waiting: ['admin', 'payments', 'waiting'] as const,
};

/** The site visit and the milestones (features/execution/api/execution.ts). */
export const executionKeys = {
  all: (projectId: string) => ['execution', projectId] as const,
  allSiteVisits: (projectId: string) => ['execution', projectId, 'site-visit'] as const,
  siteVisit: (projectId: string, role: ParticipantRole) =>
    ['execution', projectId, 'site-visit', role] as const,
  allMilestones: (projectId: string) => ['execution', projectId, 'milestones'] as const,
  milestones: (projectId: string, role: ParticipantRole) =>
    ['execution', projectId, 'milestones', role] as const,
};

/** The warranty and the care plan (features/after-care/api/). */
export const afterCareKeys = {
  project: (projectId: string) => ['after-care', projectId] as const,
  claims: (projectId: string, role: ParticipantRole) =>
    ['after-care', projectId, 'claims', role] as const,
  plan: (projectId: string, role: ParticipantRole) =>
    ['after-care', projectId, 'plan', role] as const,
  // The partner's days ahead and the team's list, across projects.
  upcoming: ['after-care', 'upcoming'] as const,
  waiting: ['admin', 'after-care'] as const,
};

/** The project's conversation (features/conversation/api/messages.ts). */
export const conversationKeys = {
  project: (projectId: string) => ['conversation', projectId] as const,
  thread: (projectId: string, role: ParticipantRole) => ['conversation', projectId, role] as const,
};

/** The bell's counts and its panel's feed (features/notifications/api/notifications.ts). */
export const notificationKeys = {
  all: (role: Role) => ['notifications', role] as const,
  unread: (role: Role) => ['notifications', role, 'unread'] as const,
  feed: (role: Role) => ['notifications', role, 'feed'] as const,
};

/** What a project step can change, each as the key prefixes of the reads that show it. */
export type ProjectRead =
  | 'detail'
  | 'lists'
  | 'counts'
  | 'quotations'
  | 'partners'
  | 'siteVisit'
  | 'milestones'
  | 'money'
  | 'waiting'
  | 'conversation'
  | 'afterCare';

/**
 * Each kind of read of one project, in every area that holds one; without a project (one being
 * made has no id yet) only the reads of no one project.
 */
export function projectReads(projectId?: string): Record<ProjectRead, readonly QueryKey[]> {
  const of = (keys: (id: string) => readonly QueryKey[]) =>
    projectId === undefined ? [] : keys(projectId);
  return {
    // Its page in each area; the team's holds its invitations and activity under it.
    detail: of((id) => [customerKeys.project(id), adminKeys.project(id), partnerKeys.project(id)]),
    // Every card that shows where a project stands: lists, tabs and search results.
    lists: [customerKeys.lists, adminKeys.lists, partnerKeys.tabs, adminKeys.searches],
    // The team's tiles count the payments waiting and the open support messages.
    counts: [adminKeys.counts],
    quotations: [
      customerKeys.allQuotations,
      ...of((id) => [
        adminKeys.template(id),
        adminKeys.quotations(id),
        partnerKeys.allQuotationForms(id),
        partnerKeys.ownQuotation(id),
      ]),
    ],
    // What the team and the public read of partners: projects completed and ratings.
    partners: [adminKeys.directories, adminKeys.allPartnersFor, partnerKeys.profiles],
    siteVisit: of((id) => [executionKeys.allSiteVisits(id)]),
    milestones: of((id) => [executionKeys.allMilestones(id)]),
    money: of((id) => [paymentKeys.project(id)]),
    waiting: [paymentKeys.waiting],
    conversation: of((id) => [conversationKeys.project(id)]),
    afterCare: [
      ...of((id) => [afterCareKeys.project(id)]),
      afterCareKeys.upcoming,
      afterCareKeys.waiting,
    ],
  };
}
