import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migratedUpTo } from './helpers/migrations';

// Migrations 0026 and 0027 on projects made before them. 0026: each takes its customer's profile
// address, city, postal code (a pincode only) and state, each where the profile has it.

const full = '00000000-0000-4000-8000-000000000001';
const partial = '00000000-0000-4000-8000-000000000002';
const project = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

describe('migration 0026 (the site)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo('0026');
    await db.query(
      `insert into users (id, email, address, city, postal_code, gst_state)
       values ($1, 'a@example.com', ' 12 MG Road ', 'Bengaluru', '560001', 'Karnataka'),
         ($2, 'b@example.com', '  ', 'Pune', 'PUNE-1', null)`,
      [full, partial],
    );
    for (const [n, client] of [
      [1, full],
      [2, partial],
    ] as const) {
      await db.query(
        `insert into projects (id, client_id, service, budget, description)
         values ($1, $2, 'landscaping', '2-3L', 'garden')`,
        [project(n), client],
      );
    }
    await applyMigration(db, '0026');
  }, 60_000);
  afterAll(() => db.close());

  const siteOf = async (n: number) =>
    (
      await db.query(
        `select site_address, site_city, site_pincode, site_state from projects where id = $1`,
        [project(n)],
      )
    ).rows[0];

  it("gives each project its customer's profile address as its site", async () => {
    expect(await siteOf(1)).toEqual({
      site_address: '12 MG Road',
      site_city: 'Bengaluru',
      site_pincode: '560001',
      site_state: 'Karnataka',
    });
  });

  it('leaves out what the profile lacks, and a postal code that is not a pincode', async () => {
    expect(await siteOf(2)).toEqual({
      site_address: null,
      site_city: 'Pune',
      site_pincode: null,
      site_state: null,
    });
  });
});

describe('migration 0027 (the warranty)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo('0027');
    await db.query(`insert into users (id, email) values ($1, 'w@example.com')`, [full]);
    await db.query(
      `insert into projects (id, client_id, service, budget, description, status, completed_at)
       values ($1, $3, 'landscaping', '2-3L', 'done', 'Completed', '2026-11-30T20:00:00Z'),
         ($2, $3, 'landscaping', '2-3L', 'open', 'In Progress', null)`,
      [project(1), project(2), full],
    );
    await applyMigration(db, '0027');
  }, 60_000);
  afterAll(() => db.close());

  it('gives a completed project 90 days from its completion day in India', async () => {
    const { rows } = await db.query<{ id: string; ends: string | null }>(
      `select id, warranty_ends_on::text as ends from projects order by id`,
    );
    // 30 November, 8 pm UTC is 1 December in India.
    expect(rows).toEqual([
      { id: project(1), ends: '2027-03-01' },
      { id: project(2), ends: null },
    ]);
  });
});
