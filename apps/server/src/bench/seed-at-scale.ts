import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/password';
import { seedCare } from './seed-care';
import { seedConversations } from './seed-conversations';

// The benchmark's database: at scale 1, 10,000 customers, 100,000 projects across all
// states, 2,000 partners, 500 suppliers with 20 materials each and 30,000 quotations. Written
// with set-based SQL (generate_series), so it takes seconds, not hours, on PGlite and PostgreSQL.
export const fullScale = {
  customers: 10_000,
  projects: 100_000,
  partners: 2_000,
  suppliers: 500,
  materialsPerSupplier: 20,
  quotations: 30_000,
};
export type ScaleCounts = typeof fullScale;

export function countsAt(scale: number): ScaleCounts {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    customers: n(fullScale.customers, 2),
    projects: n(fullScale.projects, 10),
    partners: n(fullScale.partners, 3),
    // Enough that the price search fills its 50-row page at any scale: comparing sizes must
    // measure the table's size, not an answer two and a half times as long.
    suppliers: n(fullScale.suppliers, 15),
    materialsPerSupplier: fullScale.materialsPerSupplier,
    // Three projects past New quoted at least, so that one of them is released and picked even
    // at the smallest scale: app-scenarios.ts reads a picked project's milestones.
    quotations: n(fullScale.quotations, 9) - (n(fullScale.quotations, 9) % 3),
  };
}

export const benchPassword = 'bench password';
const materials = [
  'lawn grass roll',
  'cocopeat block',
  'river pebbles',
  'terracotta pot',
  'drip line',
];

/** Fills an empty, migrated database. Every bench account's password is `benchPassword`. */
export async function seedAtScale(db: Database, counts: ScaleCounts): Promise<void> {
  const hash = await hashPassword(benchPassword);
  const c = counts;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, name, phone, city, address, postal_code, created_at)
      select 'bench-customer-' || g || '@bench.example', ${hash}, 'Bench Customer ' || g,
             '+919' || lpad(g::text, 9, '0'), 'Pune', g || ' Bench Road', '411001',
             now() - make_interval(mins => g)
      from generate_series(1, ${c.customers}::int) g`);
    await tx.execute(sql`
      insert into service_providers (email, password_hash, name, phone, city, address, postal_code,
        services_offered, services, profile_completed, created_at)
      select 'bench-partner-' || g || '@bench.example', ${hash}, 'Bench Partner ' || g,
             '+918' || lpad(g::text, 9, '0'), 'Pune', g || ' Partner Road', '411002',
             array['landscaping-plants', 'kitchen-gardening', 'vertical-gardening', 'roof-top-gardening'],
             array['landscaping', 'kitchen-gardening', 'vertical-gardening', 'terrace-gardening'],
             true, now() - make_interval(mins => g)
      from generate_series(1, ${c.partners}::int) g`);
    await tx.execute(sql`
      insert into suppliers (email, password_hash, name, phone, city, address, postal_code,
        profile_completed, created_at)
      select 'bench-supplier-' || g || '@bench.example', ${hash}, 'Bench Supplier ' || g,
             '+917' || lpad(g::text, 9, '0'), 'Pune', g || ' Supply Road', '411003',
             true, now() - make_interval(mins => g)
      from generate_series(1, ${c.suppliers}::int) g`);
    await tx.execute(sql`
      insert into supplier_materials (supplier_id, position, material_name, material_price_paise)
      select s.id, m, (array[${sql.join(
        materials.map((m) => sql`${m}`),
        sql`, `,
      )}]::text[])[1 + (m % 5)] || ' grade ' || (m / 5 + 1),
             (50 + ((m * 37 + s.rn * 11) % 900)) * 100
      from (select id, row_number() over (order by email) as rn from suppliers
            where email like 'bench-%') s
      cross join generate_series(0, ${c.materialsPerSupplier - 1}::int) m`);
    // Four in ten projects are New, four In Progress, two Completed; newest first by number.
    await tx.execute(sql`
      insert into projects (client_id, service, budget, description, status, quotation_sent,
        visible_to_client, design_selected, created_at, updated_at)
      select cu.id,
             (array['landscaping', 'vertical-gardening', 'kitchen-gardening', 'terrace-gardening'])[1 + g % 4],
             (array['1-1.5L', '1.5-2L', '2-3L', '3-5L', '5-10L'])[1 + g % 5],
             'Bench project ' || g || ': a garden to be designed',
             case when g % 10 < 4 then 'New' when g % 10 < 8 then 'In Progress' else 'Completed' end,
             g % 10 >= 4, g % 10 >= 6, case when g % 10 >= 4 then 1 end,
             now() - make_interval(secs => g * 7), now()
      from generate_series(1, ${c.projects}::int) g
      join (select id, row_number() over (order by email) - 1 as rn from users
            where email like 'bench-customer-%') cu on cu.rn = g % ${c.customers}::int`);
    // Three quotations on each of the first projects past the New stage.
    await tx.execute(sql`
      insert into partner_quotations (project_id, partner_id, num, name, phone, finalized,
        total_amount_paise, total_supplier_costing_paise, final_costing_paise)
      select p.id, sp.id, k + 1, sp.name, sp.phone, true,
             (200000 + k * 15000) * 100, 50000 * 100, (250000 + k * 15000) * 100
      from (select id, row_number() over (order by created_at desc, id desc) - 1 as rn
            from projects where status <> 'New' and description like 'Bench project %'
            limit ${c.quotations / 3}::int) p
      cross join generate_series(0, 2) k
      join (select id, name, phone, row_number() over (order by email) - 1 as rn
            from service_providers where email like 'bench-partner-%') sp
        on sp.rn = (p.rn * 3 + k) % ${c.partners}::int`);
    // Partners were invited to the projects they quoted for; the In Progress projects without
    // quotations and not yet released (the window closes at release) are open for two more days, each shared with one partner in turn, so that every
    // partner's New tab has projects in it.
    await tx.execute(sql`
      insert into quotation_invitations (project_id, partner_id, token_hash)
      select project_id, partner_id, md5(project_id::text || partner_id::text)
      from partner_quotations`);
    await tx.execute(sql`
      update projects set quotation_window_closes_at = now() + interval '2 days'
      where status = 'In Progress' and not visible_to_client
        and description like 'Bench project %'
        and not exists (select 1 from partner_quotations q where q.project_id = projects.id)`);
    await tx.execute(sql`
      insert into quotation_invitations (project_id, partner_id, token_hash)
      select p.id, sp.id, md5(p.id::text || sp.id::text)
      from (select id, row_number() over (order by created_at desc, id desc) - 1 as rn
            from projects where quotation_window_closes_at is not null
              and description like 'Bench project %') p
      join (select id, row_number() over (order by email) - 1 as rn
            from service_providers where email like 'bench-partner-%') sp
        on sp.rn = p.rn % ${c.partners}::int`);
    // The released In Progress projects with quotations are picked (quotation 1), with
    // the default plan (as migration 0015 writes it), a reported site visit and the first
    // milestone's proof waiting for the customer: the milestones page's read has rows to show.
    await tx.execute(sql`
      update projects p set selected_quotation = 1, selected_partner_id = q.partner_id,
        picked_at = now()
      from partner_quotations q
      where q.project_id = p.id and q.num = 1 and p.visible_to_client
        and p.status = 'In Progress' and p.description like 'Bench project %'`);
    await tx.execute(sql`
      insert into milestones (project_id, num, title, percent, advance, amount_paise)
      select p.id, d.num, d.title, d.percent, d.num = 1,
        case when d.num = 4 then q.final_costing_paise
          - round(q.final_costing_paise::numeric * 10 / 10000) * 100
          - 2 * round(q.final_costing_paise::numeric * 40 / 10000) * 100
        else round(q.final_costing_paise::numeric * d.percent / 10000) * 100 end
      from projects p
      join partner_quotations q on q.project_id = p.id and q.num = p.selected_quotation
      cross join (values (1, 'Booking advance', 10), (2, 'Materials on site', 40),
        (3, 'Planting and installation', 40), (4, 'Handover', 10)) as d(num, title, percent)
      where p.selected_quotation is not null and p.description like 'Bench project %'`);
    // The advance still to pay (no payment is seeded, and only money approves it), the
    // materials' proof waiting for its review.
    await tx.execute(sql`
      update milestones set status = 'submitted', submitted_at = now() where num = 2`);
    await tx.execute(sql`
      insert into milestone_proofs (project_id, num, note, photos)
      select project_id, num, 'Materials delivered; work begins', '{}'
      from milestones where num = 2`);
    await tx.execute(sql`
      insert into site_visits (project_id, slots, confirmed_slot, report_notes,
        report_measured_area, report_photos, reported_at)
      select id, array[now() - interval '3 days'], now() - interval '3 days',
        'Measured the garden; soil is good', '600 sq ft', '{}', now() - interval '3 days'
      from projects where selected_quotation is not null and description like 'Bench project %'`);
  });
  // The conversations (seed-conversations.ts), and the picked projects' care plans.
  await seedConversations(db, c.projects);
  await seedCare(db);
  // Vacuumed, with fresh statistics, as a database in use is: the planner sees the real sizes,
  // the visibility map is set (index-only scans skip the heap), and autovacuum has nothing left
  // to do on the fresh rows. Left to itself it vacuumed every seeded table during the bench's
  // first scenarios, whose shares counted its CPU.
  await db.execute(sql`vacuum (analyze)`);
}
