import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * Where a database's prepared statements run, when not on the database itself: on a PostgreSQL
 * server, connections that keep generic plans (db/client.ts). The prepared statements here are
 * written for that: every one is a read whose plan does not depend on its values.
 */
export const preparedOn = new WeakMap<Database, Database>();

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
    statement = build(preparedOn.get(db) ?? db);
    ofDb.set(name, statement);
  }
  return statement;
}

/**
 * A LIMIT written into a prepared statement as a literal: its one generic plan
 * (preparedOn) is then made for that limit. With a parameter PostgreSQL plans as if the limit were
 * unknown, a tenth of the rows, and may sort a whole status instead of walking its index. A
 * statement per limit value: the pages take 1 to 50 (docs/product.md#pagination), and nearly
 * every call uses the default. Drizzle's limit() takes SQL as well as a number; its type says
 * number only, hence the cast.
 */
export function literalLimit(n: number): number {
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`not a limit: ${n}`);
  }
  return sql.raw(String(n)) as SQL as unknown as number;
}
