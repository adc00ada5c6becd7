import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@greenscape/shared/contract/all';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { cachedReadTables, cachedTableNames } from '../src/plugins/read-cache-tables';
import { createTestApp, type TestApp } from './helpers/test-app';
import { accessMatrix } from './security/access-matrix';
import { urlOf } from './security/access-urls';
import { actors, buildWorld, type World } from './security/world';

// Issue 17.4: a cached read stays correct only while every table it shows announces its changes.

const migrations = path.resolve(import.meta.dirname, '../drizzle');
const announced = new Set(
  readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .flatMap((f) =>
      [
        ...readFileSync(path.join(migrations, f), 'utf8').matchAll(
          /CREATE TRIGGER "\w+" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "(\w+)"\s+FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"\(\)/g,
        ),
      ].map((m) => m[1]!),
    ),
);

/** Tables a statement reads or writes, as Drizzle quotes them. */
const tablesOf = (sql: string) =>
  [...sql.matchAll(/\b(?:from|join|update|into)\s+"(\w+)"/gi)].map((m) => m[1]!);

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
    expect(Object.keys(cachedReadTables).sort()).toEqual(cachedRoutes());
    const contract = allEndpoints.filter((e) => e.cached).map((e) => routeKey(e));
    expect(contract.sort()).toEqual(cachedRoutes());
  });

  it('declares only tables whose changes migration 0009 announces', () => {
    expect(announced.size).toBeGreaterThan(5);
    const silent = Object.keys(cachedReadTables).flatMap((route) =>
      cachedTableNames(route)
        .filter((table) => !announced.has(table))
        .map((table) => `${route}: ${table}`),
    );
    expect(silent).toEqual([]);
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
