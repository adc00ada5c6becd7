import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migratedUpTo } from './helpers/migrations';

// Migration 0012 gives the projects made before it their references, numbered per
// month of creation (India time), and the counter goes on from there.

describe('migration 0012 (project references)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo('0012');
    await db.exec(`insert into users (id, email) values
      ('00000000-0000-4000-8000-000000000001', 'c@example.com')`);
    // 31 Oct 2026 20:00 UTC is 1 November in India: the month of the reference is India's.
    const created = [
      '2026-10-05T10:00:00Z',
      '2026-10-31T20:00:00Z',
      '2026-10-02T10:00:00Z',
      '2026-11-20T10:00:00Z',
    ];
    for (const [i, at] of created.entries()) {
      await db.query(
        `insert into projects (client_id, service, budget, description, created_at)
         values ('00000000-0000-4000-8000-000000000001', 'landscaping', '2-3L', $1, $2)`,
        [`p${i}`, at],
      );
    }
    await applyMigration(db, '0012');
  }, 60_000);
  afterAll(() => db.close());

  it('numbers the earlier projects in the order they were made, per month', async () => {
    const { rows } = await db.query<{ description: string; ref: string }>(
      'select description, ref from projects order by description',
    );
    expect(rows).toEqual([
      { description: 'p0', ref: 'GS-2610-0002' },
      { description: 'p1', ref: 'GS-2611-0001' },
      { description: 'p2', ref: 'GS-2610-0001' },
      { description: 'p3', ref: 'GS-2611-0002' },
    ]);
  });

  it('goes on from the numbers given, and refuses a project without or with a taken reference', async () => {
    const { rows } = await db.query<{ ref: string }>(
      `select next_project_ref('2026-11-25T10:00:00Z') as ref`,
    );
    expect(rows[0]!.ref).toBe('GS-2611-0003');
    const insert = (ref: string | null) =>
      db.query(
        `insert into projects (client_id, service, budget, description, ref)
         values ('00000000-0000-4000-8000-000000000001', 'landscaping', '2-3L', 'x', $1)`,
        [ref],
      );
    await expect(insert(null)).rejects.toThrow(/null value/);
    await expect(insert('GS-2610-0001')).rejects.toThrow(/projects_ref_key/);
  });

  it('writes numbers past 9999 in full', async () => {
    await db.exec(`update project_ref_counters set last = 9999 where month = '2610'`);
    const { rows } = await db.query<{ ref: string }>(
      `select next_project_ref('2026-10-10T10:00:00Z') as ref`,
    );
    expect(rows[0]!.ref).toBe('GS-2610-10000');
  });
});
