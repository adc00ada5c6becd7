import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsDir } from '../../src/lib/paths';

// For the tests of one migration on data made before it: a PGlite migrated up to just before the
// migration, rows written as they were then, then the migration itself, file by file as the
// migrator (src/db/migrate.ts) splits them.

/** The migration files, in the order they are applied. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

/** Applies one migration file (`0015` finds `0015_….sql`) to `db`. */
export async function applyMigration(db: PGlite, prefix: string): Promise<void> {
  const file = (await migrationFiles()).find((f) => f.startsWith(prefix));
  if (!file) {
    throw new Error(`No migration ${prefix}`);
  }
  const text = await readFile(path.join(migrationsDir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await db.exec(statement);
  }
}

/** A fresh PGlite with every migration before `prefix` applied. */
export async function migratedUpTo(prefix: string): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of (await migrationFiles()).filter((f) => f < prefix)) {
    await applyMigration(db, file.slice(0, 4));
  }
  return db;
}
