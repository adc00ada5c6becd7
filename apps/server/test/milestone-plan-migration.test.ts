import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migratedUpTo } from './helpers/migrations';

// Migration 0015 gives the projects picked before the work plan existed the default
// plan the pick now makes, amounts adding up to the picked quotation's final cost.

const customer = '00000000-0000-4000-8000-000000000001';
const partner = '00000000-0000-4000-8000-000000000002';
const other = '00000000-0000-4000-8000-000000000003';
const project = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

describe('migration 0015 (default milestone plans)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo('0015');
    await db.exec(`insert into users (id, email) values ('${customer}', 'c@example.com')`);
    await db.exec(
      `insert into service_providers (id, email) values
         ('${partner}', 'p@example.com'), ('${other}', 'o@example.com')`,
    );
    // 1: picked, ₹1,00,001; 2: picked and already planned; 3: not picked.
    for (const n of [1, 2, 3]) {
      await db.query(
        `insert into projects (id, client_id, service, budget, description, status,
           visible_to_client, selected_quotation, selected_partner_id)
         values ($1, '${customer}', 'landscaping', '2-3L', $2, 'In Progress', true, $3, $4)`,
        [project(n), `p${n}`, n === 3 ? null : 2, n === 3 ? null : partner],
      );
      for (const num of [1, 2]) {
        await db.query(
          `insert into partner_quotations (project_id, partner_id, num, name, phone, finalized,
             total_amount_paise, final_costing_paise)
           values ($1, $2, $3, 'P', '9711000001', true, 1, $4)`,
          [project(n), num === 2 ? partner : other, num, num === 2 ? 10_000_100 : 5_000_000],
        );
      }
    }
    await db.exec(`insert into milestones (project_id, num, title, percent, amount_paise)
      values ('${project(2)}', 1, 'All at once', 100, 10000100)`);
    await applyMigration(db, '0015');
  }, 60_000);
  afterAll(() => db.close());

  it('plans the picked projects from their picked quotation, adding up exactly', async () => {
    const { rows } = await db.query<{
      num: number;
      title: string;
      percent: number;
      amount: string;
    }>(
      `select num, title, percent, amount_paise::text as amount from milestones
       where project_id = $1 order by num`,
      [project(1)],
    );
    expect(rows).toEqual([
      { num: 1, title: 'Booking advance', percent: 10, amount: '1000000' },
      { num: 2, title: 'Materials on site', percent: 40, amount: '4000000' },
      { num: 3, title: 'Planting and installation', percent: 40, amount: '4000000' },
      { num: 4, title: 'Handover', percent: 10, amount: '1000100' },
    ]);
  });

  it('leaves a project that has a plan, and one not picked, as they were', async () => {
    const { rows } = await db.query<{ project_id: string; n: number }>(
      `select project_id, count(*)::int as n from milestones group by project_id order by 1`,
    );
    expect(rows).toEqual([
      { project_id: project(1), n: 4 },
      { project_id: project(2), n: 1 },
    ]);
  });
});
