import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement of a hot path, built once per database: Drizzle then skips rebuilding the SQL on
 * every call (a fifth of a read's CPU in the benchmark), and PostgreSQL keeps the parsed plan per
 * connection under the statement's name. For reads outside transactions only; `build` must call
 * `.prepare(name)` with the same name.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  let statement = ofDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    ofDb.set(name, statement);
  }
  return statement;
}
