import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type Storage } from '../storage/storage';
import { runPgTool } from './pg-tools';

// `npm run db:backup` and `db:restore` (docs/deploy.md#backups): the database (pg_dump of a
// server, or the embedded database's data folder) and the uploaded files, in one folder with a
// manifest. Files go through the storage adapter, so a bucket is backed up and restored like the
// disk folder.

export type BackupSource = { databaseUrl: string | undefined; dataDir: string; storage: Storage };
export type Manifest = {
  format: 'greenscape-backup-1';
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  uploads: number;
  /** Files in the uploads folder or bucket the server cannot have written (`.DS_Store`, …). */
  skipped: string[];
};

const manifestFile = 'manifest.json';

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) {
    return 0;
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Writes a backup into `out`, which must be new or empty. A PostgreSQL server may keep running
 * (pg_dump takes a consistent snapshot); the embedded database must not be in use by a server.
 */
export async function backup(source: BackupSource, out: string): Promise<Manifest> {
  if (!(await isEmptyOrMissing(out))) {
    throw new Error(`${out} is not empty: a backup goes into a new folder`);
  }
  await mkdir(out, { recursive: true });
  let databaseFile: string;
  if (source.databaseUrl) {
    databaseFile = 'database.pgdump';
    await runPgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(out, databaseFile)}`,
      `--dbname=${source.databaseUrl}`,
    ]);
  } else {
    const dataDir = path.join(source.dataDir, 'pglite');
    if (!existsSync(dataDir)) {
      throw new Error(`no embedded database at ${dataDir}`);
    }
    databaseFile = 'pglite.tar.gz';
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(out, databaseFile), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const skipped = await copyOut(source.storage, path.join(out, 'uploads'));
  const manifest: Manifest = {
    format: 'greenscape-backup-1',
    createdAt: new Date().toISOString(),
    database: source.databaseUrl ? 'postgres' : 'pglite',
    databaseFile,
    uploads: await countFiles(path.join(out, 'uploads')),
    skipped,
  };
  await writeFile(path.join(out, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into an empty target: a PostgreSQL database without tables, or a data folder
 * without an embedded database and uploads. Restores into a non-empty target are refused, so a
 * mistyped command cannot mix two databases.
 */
export async function restore(target: BackupSource, from: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(from, manifestFile), 'utf8')) as Manifest;
  if (manifest.format !== 'greenscape-backup-1') {
    throw new Error(`${from} does not hold a Greenscape backup`);
  }
  if ((manifest.database === 'postgres') !== Boolean(target.databaseUrl)) {
    throw new Error(
      `this backup is of ${manifest.database === 'postgres' ? 'a PostgreSQL server: set DATABASE_URL' : 'the embedded database: unset DATABASE_URL'}`,
    );
  }
  if (!(await isEmptyStorage(target.storage))) {
    throw new Error(
      target.storage.kind === 'disk'
        ? `${path.join(target.dataDir, 'uploads')} is not empty: restore into a new data folder`
        : 'the S3 bucket (under S3_PREFIX) is not empty: restore into an empty bucket or prefix',
    );
  }
  const file = path.join(from, manifest.databaseFile);
  if (target.databaseUrl) {
    await assertEmptyPostgres(target.databaseUrl);
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    const dataDir = path.join(target.dataDir, 'pglite');
    if (!(await isEmptyOrMissing(dataDir))) {
      throw new Error(`${dataDir} is not empty: restore into a new data folder`);
    }
    await mkdir(dataDir, { recursive: true });
    const db = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([await readFile(file)]),
    });
    await db.close();
  }
  await copyIn(path.join(from, 'uploads'), target.storage);
  return manifest;
}

async function isEmptyStorage(storage: Storage): Promise<boolean> {
  for await (const key of storage.list()) {
    void key;
    return false;
  }
  return true;
}

async function copyOut(storage: Storage, dir: string): Promise<string[]> {
  const skipped: string[] = [];
  for await (const key of storage.list()) {
    if (!isSafeKey(key)) {
      skipped.push(key);
      continue;
    }
    const stored = await storage.get(key);
    if (stored) {
      const file = path.join(dir, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(stored.stream, createWriteStream(file));
    }
  }
  return skipped;
}

async function copyIn(dir: string, storage: Storage): Promise<void> {
  if (!existsSync(dir)) {
    return;
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file).split(path.sep).join('/');
    // Every upload is a re-encoded image (docs/product.md#uploads); documents/ holds the PDFs of
    // issued receipts, quotations and invoices (modules/documents/document-files.ts).
    const type = key.startsWith('documents/') ? 'application/pdf' : 'image/webp';
    await storage.put(key, await readFile(file), type);
  }
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new Error('the target database has tables: restore into an empty database');
    }
  } finally {
    await client.end();
  }
}
