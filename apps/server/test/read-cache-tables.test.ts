import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@greenscape/shared/contract/all';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { cachedReads, cachedTableNames } from '../src/plugins/read-cache-tables';
import { createTestApp, type TestApp } from './helpers/test-app';
import { accessMatrix } from './security/access-matrix';
import { urlOf } from './security/access-urls';
import { actors, buildWorld, type World } from './security/world';

// A cached read stays correct only while every table it shows announces its changes.

/** The trigger functions of migrations 0009 (a table's name) and 0018 (a project's change). */
const notifyingFunctions = [
  'notify_data_change',
  'notify_project_change',
  'notify_project_part_change',
];
// pg_trigger.tgtype's bits (PostgreSQL's include/catalog/pg_trigger.h).
const events = { INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32 };
const rowOrBeforeOrInstead = 1 | 2 | 64;

/**
 * Tables a statement reads or writes, quoted as Drizzle writes them or bare as in the subqueries
 * written by hand (modules/kernel/project-facts.ts). A subquery in parentheses is no table.
 */
const tablesOf = (sql: string) =>
  [...sql.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]\w*)"?/gi)]
    .map((m) => m[1]!)
    .filter((name) => !['lateral', 'select', 'unnest', 'json_to_recordset'].includes(name));

describe('the read cache declares what each cached read shows', () => {
  let t: TestApp;
  let w: World;
  let seen: string[] | null = null;
  beforeAll(async () => {
    t = await createTestApp(
      { READ_CACHE_SECONDS: '0' },
      { onQuery: (text) => seen?.push(...tablesOf(text)) },
    );
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const cachedRoutes = () => [...t.app.cachedRoutes].sort();

  it('has a declaration for exactly the routes marked for the cache, as the contract says', () => {
    expect(cachedRoutes().length).toBeGreaterThan(0);
    expect(Object.keys(cachedReads).sort()).toEqual(cachedRoutes());
    const contract = allEndpoints.filter((e) => e.cached).map((e) => routeKey(e));
    expect(contract.sort()).toEqual(cachedRoutes());
  });

  /** Per table, per notifying function, the events after which a statement trigger calls it. */
  const announcements = async () => {
    const { rows } = (await t.database.db.execute(
      sql`select c.relname as "table", p.proname as "fn", t.tgtype as "type"
            from pg_trigger t
            join pg_class c on c.oid = t.tgrelid
            join pg_proc p on p.oid = t.tgfoid
           where not t.tgisinternal and p.proname in ${notifyingFunctions}`,
    )) as { rows: { table: string; fn: string; type: number }[] };
    const byTable = new Map<string, Record<string, string[]>>();
    for (const row of rows) {
      if ((row.type & rowOrBeforeOrInstead) !== 0) {
        continue;
      }
      const functions = byTable.get(row.table) ?? {};
      const fired = Object.entries(events).filter(([, bit]) => (row.type & bit) !== 0);
      functions[row.fn] = [...(functions[row.fn] ?? []), ...fired.map(([event]) => event)].sort();
      byTable.set(row.table, functions);
    }
    return byTable;
  };

  it('declares only tables whose every change migrations 0009 and 0018 announce', async () => {
    const announced = await announcements();
    expect(announced.size).toBeGreaterThan(5);
    const silent = Object.keys(cachedReads).flatMap((route) =>
      cachedTableNames(route)
        .filter(
          (table) =>
            new Set(Object.values(announced.get(table) ?? {}).flat()).size !==
            Object.keys(events).length,
        )
        .map((table) => `${route}: ${table}`),
    );
    expect(silent).toEqual([]);
  });

  it("names a project only in the notices of projects and of tables with a project's id", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select table_name as "table" from information_schema.columns
           where table_schema = 'public' and column_name = 'project_id' and is_nullable = 'NO'`,
    )) as { rows: { table: string }[] };
    const withProject = new Set(rows.map((r) => r.table));
    const scoped = [...(await announcements())].filter(
      ([, functions]) => Object.keys(functions).length > 1 || !functions.notify_data_change,
    );
    expect(scoped.map(([table]) => table)).toContain('project_messages');
    for (const [table, functions] of scoped) {
      expect(table === 'projects' || withProject.has(table), table).toBe(true);
      // Only TRUNCATE, which has no rows, is announced table-wide: the triggers of migration
      // 0009 would drop every answer of the table on each change.
      expect(functions, table).toEqual({
        [table === 'projects' ? 'notify_project_change' : 'notify_project_part_change']: [
          'DELETE',
          'INSERT',
          'UPDATE',
        ],
        notify_data_change: ['TRUNCATE'],
      });
    }
  });

  it('reads no table that its route does not declare', async () => {
    const undeclared: string[] = [];
    for (const route of cachedRoutes()) {
      const entry = accessMatrix[route]!;
      const allowed = actors.filter((actor) => entry.expect[actor] === 'ok');
      expect(allowed.length, route).toBeGreaterThan(0);
      for (const actor of allowed) {
        seen = [];
        const res = await t.app.inject({
          method: 'GET',
          url: urlOf(w, route, entry),
          cookies: w.cookies[actor],
        });
        const read = new Set(seen);
        seen = null;
        expect(res.statusCode, `${route} as ${actor}: ${res.body}`).toBe(200);
        const declared = new Set(cachedTableNames(route));
        for (const table of read) {
          // The session behind the call is not data of the answer (migration 0008's notice).
          if (table !== 'sessions' && !declared.has(table)) {
            undeclared.push(`${route} (${actor}) reads ${table}`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
