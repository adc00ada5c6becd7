import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A running care plan on every picked bench project (docs/product.md#care-plans): begun 20 days
 * ago, 12 months of 4 visits, the first three done with their log, the first month's fee on the
 * ledger. The care plan's page and the partner's next 7 days (app-scenarios.ts) read them. The
 * projects are In Progress, not completed: the reads do not ask, and the seed keeps one set of
 * picked projects for every page that needs one.
 */
export async function seedCare(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into care_plans (project_id, status, visits_per_month, months, monthly_fee_paise,
        start_on, ends_on, decided_at)
      select id, 'active', 4, 12, 200000, current_date - 20,
        (current_date - 20 + interval '12 months' - interval '1 day')::date, now()
      from projects where selected_quotation is not null and description like 'Bench project %'`);
    await tx.execute(sql`
      insert into care_visits (plan_id, project_id, "on", status, log, done_at)
      select pl.id, pl.project_id, pl.start_on + k * 7,
        case when k < 3 then 'done' else 'scheduled' end,
        case when k < 3 then jsonb_build_object('notes', 'Mowed, weeded and fed',
          'tasks', jsonb_build_array(jsonb_build_object('key', 'ls-sum-mow-high', 'done', true)))
        end,
        case when k < 3 then now() - make_interval(days => 20 - k * 7) end
      from care_plans pl cross join generate_series(0, 47) k`);
    await tx.execute(sql`
      insert into care_fees (plan_id, project_id, month, starts_on, due_from, amount_paise)
      select id, project_id, 0, start_on, start_on, monthly_fee_paise from care_plans`);
  });
}
