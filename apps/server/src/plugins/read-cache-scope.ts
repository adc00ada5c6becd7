/**
 * Which cached answers a change can touch (docs/decisions/0007-memory-in-front-of-the-database.md,
 * its Scopes). Each cached answer carries one scope tag, worked out from its URL's params by its
 * route's rule in read-cache-tables.ts:
 *
 * - `p:<projectId>`: it shows one project (and only that project's rows of project tables);
 * - `c:<clientId>`: it shows one customer's own projects;
 * - `all`: it may show rows of any project (lists, searches, a partner's ratings).
 *
 * Migration 0018's notices name the project and its customer of each change of a project table,
 * `<table>:<projectId>:<clientId>`; the other tables, and bulk changes, say `<table>` alone.
 */
export const allProjects = 'all';

export type ScopeRule = (params: Readonly<Record<string, unknown>>) => string;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tagOf = (prefix: string, value: unknown): string =>
  typeof value === 'string' && uuid.test(value) ? `${prefix}:${value.toLowerCase()}` : allProjects;

// A param that is not an id (a tab's name, or anything a rule did not expect) gives `all`: an
// answer scoped wider than it is only costs hits, one scoped narrower would be kept stale.
export const acrossProjects: ScopeRule = () => allProjects;
export const oneProject =
  (param: string): ScopeRule =>
  (params) =>
    tagOf('p', params[param]);
export const oneCustomer =
  (param: string): ScopeRule =>
  (params) =>
    tagOf('c', params[param]);

/** What one notice on the data change channel says. */
export type DataChange =
  | { kind: 'table'; table: string }
  | { kind: 'scoped'; table: string; tags: [project: string, customer: string] }
  | { kind: 'unknown' };

const scopedNotice =
  /^(\w+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const tableNotice = /^\w+$/;

export function dataChangeOf(payload: string): DataChange {
  const scoped = scopedNotice.exec(payload);
  if (scoped) {
    const [, table, project, customer] = scoped;
    return {
      kind: 'scoped',
      table: table!,
      tags: [`p:${project!.toLowerCase()}`, `c:${customer!.toLowerCase()}`],
    };
  }
  return tableNotice.test(payload) ? { kind: 'table', table: payload } : { kind: 'unknown' };
}
