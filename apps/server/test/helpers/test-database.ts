import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../../src/db/client';

/** A fresh, migrated database for one test file: a PGlite copy or a PostgreSQL clone. */
export async function freshDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  const listen = onQuery ? { onQuery } : {};
  if (target.kind === 'pglite') {
    const dump = new Blob([await readFile(target.file)]);
    return openDatabase({ kind: 'pglite', loadDataDir: dump, ...listen });
  }
  const name = `greenscape_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    ...listen,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Settings for code that opens its own database (bootstrap, the server process): an empty
 * PostgreSQL database on a server run, or nothing extra (PGlite under DATA_DIR) otherwise.
 */
export async function emptyDatabaseEnv(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    return { env: {}, drop: async () => undefined };
  }
  const name = `greenscape_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
