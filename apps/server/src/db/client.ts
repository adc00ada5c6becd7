import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsDir } from '../lib/paths';
import { migrateDatabase } from './migrate';
import { preparedOn } from './prepared';
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
   * sequential scan in it means no index can serve the query (every page's queries
   * use an index, whatever the size of the test database).
   */
  indexPlan(text: string, params: unknown[]): Promise<unknown>;
  /**
   * Hears NOTIFY on a channel. onListening(true) once listening, (false) when the connection is
   * lost, when notifications may have been missed; on a server it reconnects by itself.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onNotification(payload: string): void;
  onListening(listening: boolean): void;
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
    migrate: () => migrateDatabase(db, migrationsDir),
    indexPlan: (text, params) =>
      client.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const result = await tx.query<Record<string, unknown>>(
          `explain (format json) ${text}`,
          params,
        );
        return planOf(result.rows);
      }),
    async listen(channel, handlers) {
      // One process, one connection: nothing can be missed, so it listens until closed.
      const unlisten = await client.listen(channel, (payload) => handlers.onNotification(payload));
      handlers.onListening(true);
      return async () => {
        handlers.onListening(false);
        // The database may be closed first (shutdown, tests): nothing is left to unlisten then.
        if (!client.closed) {
          await unlisten().catch(() => undefined);
        }
      };
    },
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
  // The hot reads' prepared statements run on connections of their own that keep one generic plan
  // per statement (db/prepared.ts): PostgreSQL otherwise planned them afresh on every
  // execution (the bell's: 0.6 ms of planning for 0.3 ms of work), as their generic plan looked
  // dearer than one for the value at hand. Only there: a generic plan cannot use a partial index
  // whose condition a parameter decides, which other statements rely on.
  const readPool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  readPool.on('error', () => undefined);
  preparedOn.set(
    db as unknown as Database,
    drizzlePg({ client: readPool, schema, ...loggerFor(onQuery) }) as unknown as Database,
  );
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
        await migrateDatabase(drizzlePg({ client, schema }), migrationsDir);
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [migrationLockKey])
          .catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, handlers) => listenOnServer(url, channel, handlers),
    close: async () => {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}

/** LISTEN on a connection of its own, reconnected (every second) whenever it is lost. */
async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current === client) {
      current = undefined;
      handlers.onListening(false);
    }
    client.end().catch(() => undefined);
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
    }
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.onNotification(message.payload ?? '');
      }
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    handlers.onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    handlers.onListening(false);
    await client?.end().catch(() => undefined);
  };
}
