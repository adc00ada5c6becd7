import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** What migrating needs of a Drizzle database, PostgreSQL's or PGlite's. */
type Migratable = {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
  transaction<T>(run: (tx: { execute: Migratable['execute'] }) => Promise<T>): Promise<T>;
};

const table = sql`"drizzle"."__drizzle_migrations"`;

/**
 * Applies, in the journal's order and in one transaction, every migration of
 * drizzle/meta/_journal.json the database has not recorded. Drizzle's own migrator applies only
 * those whose time is later than the newest it recorded, and 0015's hand-set time is later than
 * 0016's and 0017's: a database migrated while 0015 was the newest would never get the bell's
 * indexes nor the payments, and would then fail on 0018. A migration is known by its journal time,
 * which is unique (the file's hash, which Drizzle also keeps, changes with a comment); a migration
 * regenerated with a new time counts as a new one, as it would for Drizzle. Rows are written as
 * Drizzle writes them, so databases migrated by either read the same.
 */
export async function migrateDatabase(db: Migratable, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.execute(sql`create schema if not exists "drizzle"`);
  await db.execute(sql`create table if not exists ${table} (
    id serial primary key, hash text not null, created_at bigint)`);
  await db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select created_at from ${table}`)) as {
      rows: { created_at: string | number | null }[];
    };
    const recorded = new Set(result.rows.map((row) => Number(row.created_at)));
    for (const migration of migrations) {
      if (recorded.has(migration.folderMillis)) {
        continue;
      }
      for (const statement of migration.sql) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
