import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The embedded engine itself, for dumps and backups; undefined on a PostgreSQL server. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /**
   * The plan PostgreSQL would use for a statement with sequential scans switched off, so a
   * sequential scan in it means no index can serve the query (issue 9: every page's queries
   * use an index, whatever the size of the test database).
   */
  indexPlan(text: string, params: unknown[]): Promise<unknown>;
  close(): Promise<void>;
};

/** Called with each statement Drizzle runs (tests and benchmarks collect them). */
export type QueryListener = (text: string, params: unknown[]) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  // dataDir undefined means in memory; loadDataDir restores a dump (a migrated test template).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
) & { onQuery?: QueryListener };

const loggerFor = (onQuery?: QueryListener) =>
  onQuery
    ? { logger: { logQuery: (text: string, params: unknown[]) => onQuery(text, params) } }
    : {};
const planOf = (rows: Record<string, unknown>[]) => rows[0]?.['QUERY PLAN'];

/** The server's database: $DATABASE_URL, or the embedded one under $DATA_DIR/pglite. */
export function databaseOptionsFor(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

// A fixed key so that two instances starting at once migrate one after the other.
const migrationLockKey = 7_264_337_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10, options.onQuery);
  }
  return openPglite(options.dataDir, options.loadDataDir, options.onQuery);
}

async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob | File,
  onQuery?: QueryListener,
): Promise<DatabaseHandle> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    // Trigram indexes serve the admin's price search (migration 0005).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, ...loggerFor(onQuery) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    indexPlan: (text, params) =>
      client.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const result = await tx.query<Record<string, unknown>>(
          `explain (format json) ${text}`,
          params,
        );
        return planOf(result.rows);
      }),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onQuery?: QueryListener,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, ...loggerFor(onQuery) });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async indexPlan(text, params) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const result = await client.query<Record<string, unknown>>(
          `explain (format json) ${text}`,
          params,
        );
        return planOf(result.rows);
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [migrationLockKey])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
