import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { migrationsDir } from '../src/lib/paths';

// db/migrate.ts: a database migrated by an earlier release, while 0015 (whose journal time is
// later than 0016's and 0017's) or 0016 was the newest migration, gets every migration it lacks.

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** A copy of the migrations as a release whose newest was `newest` shipped them. */
async function migrationsUpTo(root: string, newest: number): Promise<string> {
  const dir = path.join(root, `upto-${newest}`);
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((e) => e.idx <= newest);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const exists = async (handle: DatabaseHandle, what: string) => {
  const { rows } = await handle.pglite!.query<{ found: string | null }>(
    `select to_regclass($1)::text as found`,
    [what],
  );
  return rows[0]?.found !== null;
};

describe('migrating a database an earlier release migrated', () => {
  let root: string;
  let all: Journal['entries'];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'greenscape-migrations-'));
    all = (
      JSON.parse(
        await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
      ) as Journal
    ).entries;
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([15, 16])('applies what Drizzle would skip, after a release up to %i', async (newest) => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      // The earlier releases migrated with Drizzle's own migrator.
      await drizzleMigrate(handle.db as never, {
        migrationsFolder: await migrationsUpTo(root, newest),
      });
      expect(await exists(handle, 'payments')).toBe(false);

      await migrateDatabase(handle.db, migrationsDir);

      expect(await exists(handle, 'payments')).toBe(true);
      expect(await exists(handle, 'notifications_unread_message_idx')).toBe(true);
      // Made by 0019, which Drizzle would skip too, and dropped again by 0022.
      expect(await exists(handle, 'notifications_project_unread_message_idx')).toBe(false);
      const { rows } = await handle.pglite!.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations order by id',
      );
      expect(rows.map((r) => Number(r.created_at)).sort()).toEqual(all.map((e) => e.when).sort());
      // Once more: nothing is left to apply, and nothing is applied twice.
      await migrateDatabase(handle.db, migrationsDir);
      const again = await handle.pglite!.query('select 1 from drizzle.__drizzle_migrations');
      expect(again.rows).toHaveLength(all.length);
    } finally {
      await handle.close();
    }
  });

  it('keeps the newest of several unread message notices of one person and project (0022)', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await drizzleMigrate(handle.db as never, {
        migrationsFolder: await migrationsUpTo(root, 21),
      });
      const db = handle.pglite!;
      const customer = '00000000-0000-4000-8000-000000000001';
      const { rows: made } = await db.query<{ project: string }>(
        `with u as (insert into users (id, name) values ($1, 'Asha') returning id)
         insert into projects (client_id, service, budget, description)
         select id, 'landscaping', 'under-50k', 'A lawn' from u returning id as project`,
        [customer],
      );
      const project = made[0]!.project;
      // Three unread for the customer (two older), one for the team, one already read.
      const notice = `insert into notifications
          (recipient_role, recipient_id, kind, text, project_id, created_at, read_at)
        values ($1, $2, 'Message', 'New message', $3, now() - make_interval(mins => $4), $5)
        returning id`;
      const add = async (role: string, id: string, ago: number, readAt: Date | null = null) =>
        (await db.query<{ id: string }>(notice, [role, id, project, ago, readAt])).rows[0]!.id;
      await add('user', customer, 30);
      await add('user', customer, 20);
      const newest = await add('user', customer, 10);
      const team = await add('admin', customer, 40);
      await add('user', customer, 50, new Date());

      await migrateDatabase(handle.db, migrationsDir);

      const { rows } = await db.query<{ id: string }>(
        `select id from notifications where read_at is null order by id`,
      );
      expect(rows.map((r) => r.id).sort()).toEqual([newest, team].sort());
      // The index now refuses a second unread notice.
      await expect(add('user', customer, 5)).rejects.toThrow(/notifications_unread_message_idx/);
    } finally {
      await handle.close();
    }
  });
});
