import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migratedUpTo } from './helpers/migrations';

// Migrations 0024 and 0025 on plans made before them: the default's 'Booking advance' becomes the
// advance (approved where the confirmed payments cover it, back to planned where it waited for a
// review nobody gives an advance), and the one proof each milestone kept becomes the first of its
// history.

const customer = '00000000-0000-4000-8000-000000000001';
const partner = '00000000-0000-4000-8000-000000000002';
const project = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const photo = '00000000-0000-4000-8000-000000000900';

describe('migrations 0024 (the advance) and 0025 (proof history)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo('0024');
    await db.exec(`insert into users (id, email) values ('${customer}', 'c@example.com')`);
    await db.exec(
      `insert into service_providers (id, email) values ('${partner}', 'p@example.com')`,
    );
    // 1: advance paid in full; 2: advance proved and waiting, part-paid; 3: a plan of its own;
    // 4: the advance's proof approved by the customer, part-paid.
    const statusOf = ['planned', 'submitted', 'submitted', 'approved'];
    for (const n of [1, 2, 3, 4]) {
      await db.query(
        `insert into projects (id, client_id, service, budget, description, status,
           visible_to_client, selected_quotation, selected_partner_id)
         values ($1, '${customer}', 'landscaping', '2-3L', $2, 'In Progress', true, 1, $3)`,
        [project(n), `p${n}`, partner],
      );
      const first = n === 3 ? 'Design' : 'Booking advance';
      await db.query(
        `insert into milestones (project_id, num, title, percent, amount_paise, status,
           proof_note, proof_photos, submitted_at, approved_at)
         values ($1, 1, $2, 10, 1000000, $3, $4, $5, $6, $7), ($1, 2, 'Materials on site', 90,
           9000000, 'planned', null, null, null, null)`,
        [
          project(n),
          first,
          statusOf[n - 1],
          n === 1 ? null : 'Advance work',
          n === 1 ? null : [photo],
          n === 1 ? null : new Date('2026-10-01T10:00:00Z'),
          n === 4 ? new Date('2026-10-01T12:00:00Z') : null,
        ],
      );
      await db.query(
        `insert into payments (project_id, amount_paise, method, paid_on, status,
           receipt_no, created_by_role, created_by_id, decided_at)
         values ($1, $2, 'cash', '2026-10-02', 'confirmed', $4, 'admin', $3,
             '2026-10-02T08:00:00Z'),
           ($1, 5000000, 'upi', '2026-10-03', 'reported', null, 'user', $3, null)`,
        [project(n), n === 1 ? 1000000 : 400000, customer, `GS/2026-27/000${n}`],
      );
    }
    await applyMigration(db, '0024');
    await applyMigration(db, '0025');
  }, 60_000);
  afterAll(() => db.close());

  const firstOf = async (n: number) =>
    (
      await db.query<{ advance: boolean; status: string; approved: boolean }>(
        `select advance, status, approved_at is not null as approved from milestones
         where project_id = $1 and num = 1`,
        [project(n)],
      )
    ).rows[0];

  it('makes the Booking advance the advance, approved once the confirmed payments cover it', async () => {
    expect(await firstOf(1)).toEqual({ advance: true, status: 'approved', approved: true });
    // Reported payments do not count: part-paid, it waits to be paid, not to be reviewed.
    expect(await firstOf(2)).toEqual({ advance: true, status: 'planned', approved: false });
    // A first milestone of another title is work, as it was.
    expect(await firstOf(3)).toEqual({ advance: false, status: 'submitted', approved: false });
    // Its proof approved, its money not paid: an advance is approved by money only.
    expect(await firstOf(4)).toEqual({ advance: true, status: 'planned', approved: false });
  });

  it('dates the approval when the confirmed payments came to cover the advance', async () => {
    const { rows } = await db.query<{ at: Date }>(
      `select approved_at as at from milestones where project_id = $1 and num = 1`,
      [project(1)],
    );
    expect(rows[0]!.at.toISOString()).toBe('2026-10-02T08:00:00.000Z');
  });

  it('keeps the proof each milestone had as the first of its history', async () => {
    const { rows } = await db.query<{ project_id: string; num: number; note: string }>(
      `select project_id, num, note from milestone_proofs order by project_id`,
    );
    expect(rows).toEqual([
      { project_id: project(2), num: 1, note: 'Advance work' },
      { project_id: project(3), num: 1, note: 'Advance work' },
      { project_id: project(4), num: 1, note: 'Advance work' },
    ]);
    const { rows: kept } = await db.query<{ photos: string[]; at: Date }>(
      `select photos, created_at as at from milestone_proofs where project_id = $1`,
      [project(3)],
    );
    expect(kept[0]!.photos).toEqual([photo]);
    expect(kept[0]!.at.toISOString()).toBe('2026-10-01T10:00:00.000Z');
  });

  it('refuses an advance anywhere but first', async () => {
    await expect(
      db.query(`update milestones set advance = true where project_id = $1 and num = 2`, [
        project(1),
      ]),
    ).rejects.toThrow(/milestones_advance_check/);
  });
});
