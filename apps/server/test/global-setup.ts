import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { serverRoot } from '../src/lib/paths';
import {
  ensurePostgresInstalled,
  freePort,
  startPostgres,
} from '../../../scripts/lib/postgres.mjs';

// Migrates once per run into a template: a PGlite data-folder dump, or a PostgreSQL template
// database when TEST_POSTGRES_URL is set. Every test file then starts from a fresh copy.
// TEST_POSTGRES=1 without a URL starts a throwaway PostgreSQL server for this run, as
// scripts/test.mjs does for the whole tier, so one *.pg.test.ts file can be run by itself.
export default async function setup(project: TestProject) {
  const server = await ownPostgres();
  const postgresUrl = server?.url ?? process.env.TEST_POSTGRES_URL;
  if (postgresUrl) {
    const template = `greenscape_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url: postgresUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
      await server?.stop();
    };
  }

  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) {
    throw new Error('PGlite template dump failed');
  }
  const dir = path.join(serverRoot, '..', '..', '.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', file });
}

/** A PostgreSQL server of the run's own, when TEST_POSTGRES=1 asks for one and none is given. */
async function ownPostgres() {
  if (process.env.TEST_POSTGRES !== '1' || process.env.TEST_POSTGRES_URL) {
    return undefined;
  }
  if (!(await ensurePostgresInstalled())) {
    throw new Error('TEST_POSTGRES=1: could not install PostgreSQL');
  }
  const server = await startPostgres(await freePort());
  return { url: server.url, stop: () => server.dispose() };
}

declare module 'vitest' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testDatabase:
      { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}
